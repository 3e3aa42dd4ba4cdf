import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import { operationToView } from '../../src/openapi/operation.js';
import { clearRenderCache, renderCached } from '../../src/openapi/render-cache.js';
import { renderEndpoint } from '../../src/openapi/render-endpoint.js';
import { createSchemaRenderState } from '../../src/openapi/render-schema.js';
import { createSchemaContext } from '../../src/openapi/schema.js';
import type { OperationView, SchemaView } from '../../src/openapi/types.js';
import { loadFixture } from './helpers.js';

const CONFIG: Pick<SiteConfig, 'api'> = {
  api: { baseUrl: [], playground: { mode: 'hide' }, maintainOrder: true, examples: { languages: ['bash'] } },
};

/** An endpoint whose 200 response is an object with the given fields. */
function endpoint(fields: Array<[string, SchemaView]>): OperationView {
  return {
    source: 'openapi',
    method: 'GET',
    path: '/x',
    deprecated: false,
    tags: [],
    servers: [],
    security: [],
    parameters: [],
    responses: [
      {
        status: '200',
        headers: [],
        content: [
          {
            mediaType: 'application/json',
            examples: [],
            schema: {
              types: ['object'],
              properties: fields.map(([name, schema]) => ({ name, required: false, schema })),
            },
          },
        ],
      },
    ],
  };
}

/** Render `views` in order with the cache, and check each page against a render with an empty cache. */
function expectSameAsUncached(views: OperationView[]): void {
  clearRenderCache();
  const cached = views.map((view) => renderEndpoint(view, { config: CONFIG }));
  const fresh = views.map((view) => {
    clearRenderCache();
    return renderEndpoint(view, { config: CONFIG });
  });
  for (let i = 0; i < views.length; i++) {
    expect(cached[i].html).toBe(fresh[i].html);
    expect(cached[i].ids).toEqual(fresh[i].ids);
  }
}

beforeEach(() => clearRenderCache());

describe('the schema render cache', () => {
  it('gives every page of the fixtures the HTML it gets with an empty cache', async () => {
    const views: OperationView[] = [];
    for (const file of ['v3.0/petstore.yaml', 'v3.1/users.yaml', 'cycles/tree.yaml']) {
      const doc = await loadFixture(file);
      const context = createSchemaContext(doc.schemaNames, true);
      for (const ref of doc.operations)
        views.push(operationToView(doc, ref, context, { baseUrls: [], maintainOrder: true }));
    }
    expectSameAsUncached([...views, ...views.reverse()]);
  });

  it('does not reuse a rendering where the page already shows part of it, or took one of its ids', () => {
    const user: SchemaView = {
      name: 'simple-user',
      types: ['object'],
      properties: [{ name: 'login', required: true, schema: { types: ['string'] } }],
    };
    const repo: SchemaView = {
      name: 'repository',
      types: ['object'],
      properties: [{ name: 'owner', required: true, schema: user }],
    };
    // `a b` and `a-b` both want the id `schema-a-b`: the second one on a page gets `schema-a-b-2`.
    const spaced: SchemaView = {
      name: 'a b',
      types: ['object'],
      properties: [{ name: 'x', required: false, schema: { types: ['string'] } }],
    };
    const dashed: SchemaView = {
      name: 'a-b',
      types: ['object'],
      properties: [{ name: 'y', required: false, schema: { types: ['string'] } }],
    };
    const holder: SchemaView = { types: ['object'], properties: [{ name: 'inner', required: false, schema: spaced }] };
    const pages = [
      // Renderings that depend on what came before on their page, then pages where that is not so, and back.
      endpoint([
        ['owner', user],
        ['repo', repo],
      ]),
      endpoint([
        ['dashed', dashed],
        ['holder', holder],
      ]),
      endpoint([['repo', repo]]),
      endpoint([['holder', holder]]),
      endpoint([
        ['owner', user],
        ['repo', repo],
      ]),
      endpoint([
        ['repo', repo],
        ['holder', holder],
        ['dashed', dashed],
      ]),
    ];
    expectSameAsUncached(pages);
    const linked = renderEndpoint(pages[0], { config: CONFIG }).html;
    expect(linked).toContain('same as <a href="#schema-simple-user"><code>simple-user</code></a> above');
    expect(renderEndpoint(pages[1], { config: CONFIG }).ids).toEqual(
      expect.arrayContaining(['schema-a-b', 'schema-a-b-2']),
    );
  });

  it('renders a view once for pages that allow it, and replays the ids it gave out', () => {
    const view: SchemaView = { types: ['object'] };
    let renders = 0;
    const render = (state: ReturnType<typeof createSchemaRenderState>) => () => {
      renders++;
      state.ids.push('schema-x');
      state.taken.add('schema-x');
      state.log.push({ kind: 'id-check', id: 'schema-x' }, { kind: 'shown', schema: view, id: 'schema-x' });
      state.seen.set(view, 'schema-x');
      return [h('p', 'x < y')];
    };
    const first = createSchemaRenderState();
    const html = toHtml(
      { type: 'root', children: renderCached('schema', view, first, render(first)) },
      { allowDangerousHtml: true },
    );
    expect(html).toBe('<p>x &#x3C; y</p>');
    const second = createSchemaRenderState();
    expect(
      toHtml(
        { type: 'root', children: renderCached('schema', view, second, render(second)) },
        { allowDangerousHtml: true },
      ),
    ).toBe(html);
    expect(renders).toBe(1);
    expect(second.ids).toEqual(['schema-x']);
    expect(second.seen.get(view)).toBe('schema-x');
    // A page that already took the id cannot use the cached HTML.
    const third = createSchemaRenderState();
    third.taken.add('schema-x');
    renderCached('schema', view, third, render(third));
    expect(renders).toBe(2);
  });
});

describe('search', () => {
  it('leaves nested schema fields and examples out of the index, and keeps top-level fields in', () => {
    const user: SchemaView = {
      name: 'simple-user',
      types: ['object'],
      properties: [{ name: 'login', required: true, schema: { types: ['string'] } }],
    };
    const view = endpoint([['owner', user]]);
    view.responses[0].content[0].examples = [{ value: { login: 'octocat' } }];
    const { html } = renderEndpoint(view, { config: CONFIG });
    expect(html).toContain('<details class="q-field-children" data-pagefind-ignore id="schema-simple-user">');
    expect(html).toContain(
      '<figure class="code-block q-example" data-pagefind-ignore><figcaption>Example</figcaption>',
    );
    expect(html).toMatch(
      /<ul class="q-fields"><li class="q-field" id="response-owner"><p class="q-field-head"><a class="q-field-link" href="#response-owner"><code class="q-field-name">owner<\/code>/,
    );
  });
});
