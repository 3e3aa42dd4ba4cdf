/**
 * The bundled example uses Mintlify components where they help a reader (issue 13, item 10): cards on the home page,
 * steps in the quickstart, curl/JavaScript/Python code groups, parameter and response fields, request and response
 * examples, an accordion FAQ, a warning on token rotation and one snippet shared by the three endpoint pages. This
 * builds the example and reads the HTML of each page where a component is used.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { type BuiltSite, buildToTemp } from '../browser/helpers/chrome-site.js';

let site: BuiltSite;

beforeAll(async () => {
  site = await buildToTemp();
}, 60_000);

afterAll(() => site?.remove());

const parser = unified().use(rehypeParse);

/** The page content (`.q-content`) of the built page at `url` (`''` for the home page, else `quickstart/`). */
function content(url: string): Element {
  const tree = parser.parse(readFileSync(path.join(site.dir, url, 'index.html'), 'utf8')) as Root;
  const [main] = findAll(tree, (el) => hasClass(el, 'q-content'));
  if (!main) throw new Error(`${url || 'home'}: no .q-content`);
  return main;
}

/** Every element under `root` that `test` accepts, in document order; `.q-side-panel` copies are skipped. */
function findAll(root: Root | Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(root, 'element', (el: Element) => {
    // The side column repeats the request and response examples for wide screens (see docs/mdx.md).
    if (hasClass(el, 'q-side-panel')) return 'skip';
    if (test(el)) found.push(el);
  });
  return found;
}

function hasClass(el: Element, name: string): boolean {
  const value = el.properties.className;
  return Array.isArray(value) && value.includes(name);
}

const byClass = (root: Element, name: string) => findAll(root, (el) => hasClass(el, name));

function byId(root: Element, id: string): Element {
  const [el] = findAll(root, (candidate) => candidate.properties.id === id);
  if (!el) throw new Error(`no element #${id}`);
  return el;
}

/** The text of `el`, whitespace collapsed. */
const text = (el: Element) => hastToString(el).replace(/\s+/g, ' ').trim();

/** The labels of the tabs of each code group under `root`. */
const codeGroupTabs = (root: Element) =>
  byClass(root, 'q-code-group').map((group) => findAll(group, (el) => el.properties.role === 'tab').map(text));

const CURL_JS_PYTHON = ['curl', 'JavaScript', 'Python'];

describe('the bundled example', () => {
  it('builds without a warning', () => {
    expect(formatDiagnostics(site.result.diagnostics)).toBe('');
  });

  it('links the next steps of the home page as cards with icons', () => {
    const [group, ...others] = byClass(content(''), 'q-card-group');
    expect(others).toEqual([]);
    const cards = byClass(group, 'q-card');
    expect(cards.map((card) => [card.tagName, card.properties.href, text(byClass(card, 'q-card-title')[0])])).toEqual([
      ['a', '/quickstart/', 'Quickstart'],
      ['a', '/authentication/', 'Authentication'],
      ['a', '/guides/embedding/', 'Embed a dashboard'],
      ['a', '/api-reference/overview/', 'API reference'],
    ]);
    for (const card of cards) expect(findAll(card, (el) => el.tagName === 'svg')).toHaveLength(1);
  });

  it('numbers the quickstart steps in an ordered list, titled by headings in the table of contents', () => {
    const page = content('quickstart/');
    const [steps] = byClass(page, 'q-steps');
    expect(steps.tagName).toBe('ol');
    const items = byClass(steps, 'q-step');
    expect(items.map((item) => text(byClass(item, 'q-step-marker')[0]))).toEqual(['1', '2', '3', '4', '5']);
    expect(
      items.map((item) => byClass(item, 'q-step-title').map((t) => [t.tagName, t.properties.id, text(t)])),
    ).toEqual([
      [['h3', 'set-your-api-key-and-base-url', 'Set your API key and base URL#']],
      [['h3', 'create-a-user-group', 'Create a user group#']],
      [['h3', 'read-the-response', 'Read the response#']],
      [['h3', 'store-the-token', 'Store the token#']],
      [['h3', 'call-it-again', 'Call it again#']],
    ]);
    // The request of step 2 is a code group.
    expect(codeGroupTabs(items[1])).toEqual([CURL_JS_PYTHON]);
  });

  it('shows curl, JavaScript and Python examples as code groups wherever a page has all three', () => {
    const groups = Object.fromEntries(
      [
        'quickstart/',
        'authentication/',
        'guides/get-or-create/',
        'guides/update/',
        'guides/token-rotation/',
        'api-reference/get-user/',
      ].map((url) => [url, codeGroupTabs(content(url))]),
    );
    expect(groups).toEqual({
      'quickstart/': [CURL_JS_PYTHON],
      'authentication/': [CURL_JS_PYTHON],
      'guides/get-or-create/': [CURL_JS_PYTHON],
      'guides/update/': [CURL_JS_PYTHON],
      'guides/token-rotation/': [CURL_JS_PYTHON],
      // The endpoint's generated samples come first, then the page's own group.
      'api-reference/get-user/': [['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java'], CURL_JS_PYTHON],
    });
    expect(codeGroupTabs(content('guides/errors/'))).toEqual([['JavaScript', 'Python']]);
    expect(codeGroupTabs(content('guides/embedding/'))).toEqual([['JavaScript', 'Python']]);
  });

  it('describes request fields with ParamField and response fields with ResponseField, each an anchor', () => {
    const field = (page: Element, id: string) => {
      const el = byId(page, id);
      // The field's own head comes first; nested fields have theirs further in.
      const [head] = byClass(el, 'q-field-head');
      return [
        text(byClass(head, 'q-field-name')[0]),
        text(byClass(head, 'q-field-type')[0]),
        byClass(head, 'q-badge-required').length === 1,
        hasClass(el, 'q-response-field') ? 'response' : 'param',
      ];
    };
    const getOrCreate = content('guides/get-or-create/');
    expect(
      ['param-user-group-id', 'param-name', 'param-mapping', 'param-properties'].map((id) => field(getOrCreate, id)),
    ).toEqual([
      ['user_group_id', 'string', true, 'param'],
      ['name', 'string', true, 'param'],
      ['mapping', 'object', false, 'param'],
      ['properties', 'object', false, 'param'],
    ]);
    // The response fields repeat names of the request, so they are numbered as on Mintlify.
    expect(
      ['param-new-user-group', 'param-user-group', 'param-token', 'param-name-1', 'param-properties-1'].map((id) =>
        field(getOrCreate, id),
      ),
    ).toEqual([
      ['new_user_group', 'boolean', false, 'response'],
      ['user_group', 'object', false, 'response'],
      ['token', 'string', false, 'response'],
      ['name', 'string', false, 'response'],
      ['properties', 'object | null', false, 'response'],
    ]);
    const update = content('guides/update/');
    expect(field(update, 'param-user-group-id')).toEqual(['user_group_id', 'string', true, 'param']);
    expect(field(update, 'param-name')).toEqual(['name', 'string', false, 'param']);
    expect(field(content('guides/token-rotation/'), 'param-current-token')).toEqual([
      'current_token',
      'string',
      true,
      'param',
    ]);
    const errors = content('guides/errors/');
    expect(['param-success', 'param-error', 'param-code', 'param-message'].map((id) => field(errors, id))).toEqual([
      ['success', 'integer', true, 'response'],
      ['error', 'object', true, 'response'],
      ['code', 'string', true, 'response'],
      ['message', 'string', true, 'response'],
    ]);
    // `code` and `message` are nested in `error`, in an expandable that starts open.
    const [expandable] = byClass(byId(errors, 'param-error'), 'q-expandable');
    expect([expandable.tagName, expandable.properties.open]).toEqual(['details', true]);
    expect(findAll(expandable, (el) => el.properties.id === 'param-code')).toHaveLength(1);
  });

  it('shows the request and response of the get-or-create and update guides as examples', () => {
    for (const url of ['guides/get-or-create/', 'guides/update/']) {
      const page = content(url);
      const [request, ...moreRequests] = byClass(page, 'q-request-example');
      const [response, ...moreResponses] = byClass(page, 'q-response-example');
      expect([moreRequests, moreResponses], url).toEqual([[], []]);
      expect(request.properties.ariaLabel, url).toBe('Request example');
      expect(codeGroupTabs(request), url).toEqual([CURL_JS_PYTHON]);
      expect(response.properties.ariaLabel, url).toBe('Response example');
      expect(findAll(response, (el) => el.tagName === 'figcaption').map(text), url).toEqual(['200 OK']);
      // On wide screens the examples are shown beside the text, from a copy in the side column.
      const html = readFileSync(path.join(site.dir, url, 'index.html'), 'utf8');
      expect(html, url).toMatch(
        /<div class="q-side-panel"[^>]*><aside class="q-side-panel-inner" aria-label="Examples">/,
      );
    }
  });

  it('answers troubleshooting questions in an accordion group on the errors guide', () => {
    const page = content('guides/errors/');
    const [group, ...others] = byClass(page, 'q-accordion-group');
    expect(others).toEqual([]);
    const accordions = byClass(group, 'q-accordion');
    expect(accordions.map((a) => a.tagName)).toEqual(Array(8).fill('details'));
    expect(accordions.every((a) => a.properties.open === undefined)).toBe(true);
    const titles = accordions.map((a) => text(findAll(a, (el) => el.tagName === 'summary')[0]));
    expect(titles).toEqual([
      'TypeError: Request with GET/HEAD method cannot have body',
      'curl sends a POST when you meant Get User',
      '401 although the key is right',
      '404 on Update User for a group you created',
      'new_user_group is true for a customer you registered before',
      'Get User returns an old name',
      'Properties lost keys after an update',
      '404 when rotating',
    ]);
    expect(accordions[2].properties.id).toBe('401-although-the-key-is-right');
    expect(text(accordions[6])).toContain('Update User replaces properties as a whole.');
    // It sits under the Troubleshooting heading, before Behaviour details.
    const order = findAll(
      page,
      (el) => el.properties.id === 'troubleshooting' || el === group || el.properties.id === 'behaviour-details',
    );
    expect(order.map((el) => el.properties.id ?? 'group')).toEqual(['troubleshooting', 'group', 'behaviour-details']);
  });

  it('warns in a callout that a rotated token stops working at once', () => {
    const page = content('guides/token-rotation/');
    const warnings = byClass(page, 'q-callout-warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].properties.role).toBe('note');
    expect(text(warnings[0])).toMatch(/^Warning: The old token stops working the moment the call succeeds/);
    expect(findAll(warnings[0], (el) => el.tagName === 'a').map((a) => a.properties.href)).toEqual([
      '#if-you-lose-the-new-token',
    ]);
  });

  it('includes one snippet on all three endpoint pages, with the operation as its prop', () => {
    const pages = [
      ['api-reference/get-user/', 'Get User'],
      ['api-reference/update-user/', 'Update User'],
      ['api-reference/rotate-token/', 'Rotate Token'],
    ];
    for (const [url, operation] of pages) {
      const notes = byClass(content(url), 'q-callout-info');
      expect(notes.map(text), url).toEqual([
        `Info: Send your API key as Authorization: Token <API_KEY>. The key also picks the environment: ${operation} works only on the user groups of that key's environment, Customer or Testing. See Authentication and Customer and Testing environments.`,
      ]);
      expect(
        findAll(notes[0], (el) => el.tagName === 'a').map((a) => a.properties.href),
        url,
      ).toEqual(['/authentication/', '/guides/environments/']);
    }
  });
});
