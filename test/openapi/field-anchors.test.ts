/**
 * Field anchors as Mintlify makes them on endpoint pages: `parameter-<name>`, `body-<path>`, `response-<path>`, the
 * path in kebab case with `one-of-<n>` for variants (also of `anyOf`) and nothing for merged `allOf` parts; repeats
 * on a page get `-1`, `-2` …; an `openapi-schema` page's fields are `schema-<path>`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import { clearRenderCache } from '../../src/openapi/render-cache.js';
import { renderEndpoint } from '../../src/openapi/render-endpoint.js';
import type { OperationView, SchemaView } from '../../src/openapi/types.js';

const CONFIG: Pick<SiteConfig, 'api'> = {
  api: { baseUrl: [], playground: { mode: 'hide' }, maintainOrder: true, examples: { languages: ['bash'] } },
};

const str: SchemaView = { types: ['string'] };
const object = (properties: Record<string, SchemaView>, extra: Partial<SchemaView> = {}): SchemaView => ({
  types: ['object'],
  properties: Object.entries(properties).map(([name, schema]) => ({ name, required: false, schema })),
  ...extra,
});

function view(extra: Partial<OperationView>): OperationView {
  return {
    source: 'openapi',
    method: 'POST',
    path: '/search',
    deprecated: false,
    tags: [],
    servers: [],
    security: [],
    parameters: [],
    responses: [],
    ...extra,
  };
}

beforeEach(() => clearRenderCache());

describe('field anchors', () => {
  it('gives parameters, body and response fields the ids Mintlify gives them', () => {
    const { html, ids } = renderEndpoint(
      view({
        parameters: [{ name: 'indexUid', in: 'path', required: true, deprecated: false, examples: [], schema: str }],
        requestBody: {
          required: true,
          content: [
            {
              mediaType: 'application/json',
              examples: [],
              schema: object({
                filterableAttributes: { types: [], anyOf: [{ types: ['array'], items: str }, { types: ['null'] }] },
                hybrid: object({ semanticRatio: { types: ['number'] } }),
                return_url: str,
              }),
            },
          ],
        },
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
                  allOf: [
                    { types: [], oneOf: [object({ page: { types: ['integer'] } }), object({ offset: str })] },
                    object({ uid: str, expiresAt: str }),
                  ],
                },
              },
            ],
          },
          {
            status: '400',
            headers: [],
            content: [{ mediaType: 'application/json', examples: [], schema: object({ uid: str }) }],
          },
        ],
      }),
      { config: CONFIG },
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'parameter-index-uid',
        'body-filterable-attributes',
        'body-filterable-attributes-one-of-0',
        'body-filterable-attributes-one-of-1',
        'body-hybrid',
        'body-hybrid-semantic-ratio',
        'body-return-url',
        'response-one-of-0-page',
        'response-one-of-1-offset',
        'response-uid',
        'response-expires-at',
        // The 400 response's `uid` comes second on the page.
        'response-uid-1',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(html).toContain(`id="${id}"`);
    // The name is a link to its own field.
    expect(html).toContain(
      '<li class="q-field" id="body-return-url"><p class="q-field-head"><a class="q-field-link" href="#body-return-url"><code class="q-field-name">return_url</code></a>',
    );
  });

  it('renders the same ids from the cache as without it', () => {
    const body = object({ filter: str, nested: object({ name: str }) });
    const page = () =>
      renderEndpoint(
        view({
          requestBody: { required: false, content: [{ mediaType: 'application/json', examples: [], schema: body }] },
          responses: [
            { status: '200', headers: [], content: [{ mediaType: 'application/json', examples: [], schema: body }] },
          ],
        }),
        { config: CONFIG },
      );
    const first = page();
    const second = page();
    expect(second.html).toBe(first.html);
    expect(second.ids).toEqual(first.ids);
    expect(first.ids).toEqual(expect.arrayContaining(['body-filter', 'body-nested-name', 'response-nested-name']));
  });

  it('anchors the fields of an openapi-schema page as schema-<path>', () => {
    const { ids } = renderEndpoint(
      view({
        kind: 'schema',
        method: '',
        path: 'Order',
        schema: object({ data: object({ is_invoice_generated: str }) }),
      }),
      { config: CONFIG },
    );
    expect(ids).toEqual(['schema-data', 'schema-data-is-invoice-generated']);
  });
});
