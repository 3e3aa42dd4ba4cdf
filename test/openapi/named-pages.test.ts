/**
 * Pages of what an OpenAPI file names without a path: webhooks (`openapi: "webhook name"`, in front matter and in the
 * navigation), component schemas (`openapi-schema: Name`), and the `callbacks` of an operation on its endpoint page.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string | object>): { root: string; out: string } {
  const root = writeFixture(files);
  cleanup.push(root, `${root}-out`);
  return { root, out: `${root}-out` };
}

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  servers: [{ url: 'https://api.shop.test' }],
  paths: {
    '/subscribe': {
      post: {
        summary: 'Subscribe to events',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { callbackUrl: { type: 'string', format: 'uri' } } },
            },
          },
        },
        responses: { '201': { description: 'Subscription created' } },
        callbacks: {
          orderUpdated: {
            '{$request.body#/callbackUrl}': {
              post: {
                description: 'Sent when an order changes.',
                requestBody: {
                  required: true,
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: { orderId: { type: 'string' }, status: { type: 'string' } },
                      },
                    },
                  },
                },
                responses: { '200': { description: 'Callback received' } },
              },
            },
          },
        },
      },
    },
  },
  webhooks: {
    orderUpdated: {
      post: {
        summary: 'Order updated',
        description: 'Sent when an **order** is updated.',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderItem' } } },
        },
        responses: { '200': { description: 'Return a 200 to acknowledge it' } },
      },
    },
  },
  components: {
    schemas: {
      OrderItem: {
        type: 'object',
        description: 'A line of an order.',
        required: ['sku'],
        properties: { sku: { type: 'string', description: 'Stock keeping unit' }, quantity: { type: 'integer' } },
      },
    },
  },
};

describe('webhook pages', () => {
  it('renders `openapi: "<file> webhook name"` as an endpoint page without a playground', async () => {
    const { root, out } = site({
      'docs.json': {
        name: 'Shop',
        theme: 'mint',
        colors: { primary: '#166534', light: '#4ade80' },
        navigation: { groups: [{ group: 'Hooks', pages: ['hook', 'openapi.json webhook orderUpdated'] }] },
      },
      'openapi.json': SPEC,
      'hook.mdx': '---\ntitle: Order updated\nopenapi: "openapi.json webhook orderUpdated"\n---\n\nHandle it fast.\n',
    });
    const result = await buildSite({ root, outDir: out });
    expect(formatDiagnostics(result.diagnostics.filter((d) => d.severity !== 'info'))).toBe('');
    const html = readOut(out, 'hook/index.html');
    expect(html).toContain('<span class="q-badge q-badge-webhook">webhook</span>');
    expect(html).toContain('<code class="q-endpoint-path">orderUpdated</code>');
    expect(html).toContain('Payload');
    expect(html).toContain('<code class="q-field-name">sku</code>');
    expect(html).toContain('<strong>order</strong>');
    expect(html).toContain('Return a 200 to acknowledge it');
    expect(html).toContain('Handle it fast.');
    expect(html).not.toContain('quire-playground');
    // The navigation entry is a generated page of its own, listed in the sidebar.
    const generated = readOut(out, 'api-reference/order-updated/index.html');
    expect(generated).toContain('<code class="q-field-name">sku</code>');
    expect(generated).not.toContain('quire-playground');
  });

  it('finds `openapi: webhook name` without a file, and warns about an unknown webhook with a did-you-mean', async () => {
    const { root, out } = site({
      'site.json': { name: 'Shop', navigation: [{ group: 'Hooks', pages: ['hook', 'typo'] }] },
      'openapi.json': SPEC,
      'hook.md': '---\ntitle: Hook\nopenapi: webhook orderUpdated\n---\n',
      'typo.md': '---\ntitle: Typo\nopenapi: webhook orderUpdate\n---\n',
    });
    const result = await buildSite({ root, outDir: out });
    expect(readOut(out, 'hook/index.html')).toContain('<code class="q-field-name">sku</code>');
    const problems = result.diagnostics
      .filter((d) => d.severity !== 'info')
      .map((d) => `${d.severity} ${d.rule} ${d.file}: ${d.message} (${d.hint})`);
    expect(problems).toEqual([
      'warning openapi/unknown-webhook typo.md: webhook `orderUpdate` is not in openapi.json: the page is built without it (did you mean `orderUpdated`?)',
    ]);
    expect(readOut(out, 'typo/index.html')).toContain('The reference of this webhook is not available');
  });
});

describe('openapi-schema pages', () => {
  it('renders the named component schema, with and without a file prefix', async () => {
    const { root, out } = site({
      'site.json': { name: 'Shop', navigation: [{ group: 'Models', pages: ['item', 'prefixed', 'missing'] }] },
      'openapi.json': SPEC,
      'item.md': '---\ntitle: Order item\nopenapi-schema: OrderItem\n---\n\nWhat we sell.\n',
      'prefixed.md': '---\ntitle: Prefixed\nopenapi-schema: "openapi.json OrderItem"\n---\n',
      'missing.md': '---\ntitle: Missing\nopenapi-schema: OrderLine\n---\n',
    });
    const result = await buildSite({ root, outDir: out });
    const html = readOut(out, 'item/index.html');
    expect(html).toContain('<span class="q-method q-method-schema">SCHEMA</span>');
    expect(html).toContain('<code class="q-field-name">sku</code>');
    expect(html).toContain('Stock keeping unit');
    expect(html).toContain('What we sell.');
    expect(html).not.toContain('quire-playground');
    expect(readOut(out, 'prefixed/index.html')).toContain('<code class="q-field-name">quantity</code>');
    expect(result.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.rule} ${d.file}`)).toEqual([
      'openapi/unknown-schema missing.md',
    ]);
    // The page's Markdown for AI assistants lists the fields too.
    expect(readOut(out, 'item.md')).toContain('- `sku` (string, required): Stock keeping unit');
  });
});

describe('callbacks', () => {
  it('renders an operation’s callbacks between the request body and the responses', async () => {
    const { root, out } = site({
      'site.json': { name: 'Shop', navigation: [{ group: 'API', pages: ['subscribe'] }] },
      'openapi.json': SPEC,
      'subscribe.md': '---\ntitle: Subscribe\nopenapi: POST /subscribe\n---\n',
    });
    const result = await buildSite({ root, outDir: out });
    expect(formatDiagnostics(result.diagnostics.filter((d) => d.severity !== 'info'))).toBe('');
    const html = readOut(out, 'subscribe/index.html');
    const body = html.indexOf('id="endpoint-request-body"');
    const callbacks = html.indexOf('id="endpoint-callbacks"');
    const responses = html.indexOf('id="endpoint-responses"');
    expect(body).toBeGreaterThan(0);
    expect(callbacks).toBeGreaterThan(body);
    expect(responses).toBeGreaterThan(callbacks);
    expect(html).toContain('<code class="q-endpoint-path">{$request.body#/callbackUrl}</code>');
    expect(html).toContain('<code class="q-field-name">orderId</code>');
    expect(html).toContain('Callback received');
    expect(readOut(out, 'subscribe.md')).toContain('### Callback `orderUpdated`: POST `{$request.body#/callbackUrl}`');
  });
});
