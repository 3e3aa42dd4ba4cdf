import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/types.js';
import {
  getPlaygroundData,
  PLAYGROUND_DATA_ID,
  resolvePlaygroundProxyUrl,
  serializePlaygroundData,
} from '../../src/openapi/playground-data.js';
import { renderEndpoint } from '../../src/openapi/render-endpoint.js';
import type { OperationView } from '../../src/openapi/types.js';

const CONFIG: Pick<SiteConfig, 'api'> = {
  api: { baseUrl: [], playground: { mode: 'show' }, maintainOrder: true, examples: { languages: ['bash'] } },
};
/** CONFIG with another `api.playground.mode`. */
const withMode = (mode: SiteConfig['api']['playground']['mode']): Pick<SiteConfig, 'api'> => ({
  api: { ...CONFIG.api, playground: { mode } },
});
const BREAKOUT = '</script><script>alert(1)</script><!-- \u2028\u2029 </SCRIPT >';

function view(): OperationView {
  return {
    source: 'openapi',
    method: 'POST',
    path: '/things/{id}',
    deprecated: false,
    tags: [],
    servers: [{ url: 'http://127.0.0.1:4010', description: BREAKOUT }],
    security: [],
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        deprecated: false,
        description: BREAKOUT,
        schema: { types: ['string'] },
        examples: [{ value: BREAKOUT }],
      },
    ],
    requestBody: {
      required: true,
      content: [
        { mediaType: 'text/plain', examples: [] },
        {
          mediaType: 'application/json',
          schema: { types: ['object'], description: BREAKOUT },
          examples: [{ value: { note: BREAKOUT } }],
        },
      ],
    },
    responses: [],
  };
}

/** The text of the data island in `html`, up to the first `</script` (where a browser ends it). */
function island(html: string): string {
  const open = `<script type="application/json" id="${PLAYGROUND_DATA_ID}">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('playground data island', () => {
  it('holds strings that try to close the script element as JSON that cannot end it early', () => {
    const html = renderEndpoint(view(), { config: CONFIG }).html;
    const text = island(html);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    const data = JSON.parse(text);
    expect(data.requestBody).toEqual({
      required: true,
      mediaType: 'application/json',
      schema: { types: ['object'], description: BREAKOUT },
      example: { note: BREAKOUT },
    });
    expect(data.parameters[0]).toEqual({
      name: 'id',
      in: 'path',
      required: true,
      description: BREAKOUT,
      schema: { types: ['string'] },
      example: BREAKOUT,
    });
    expect(data.servers[0].description).toBe(BREAKOUT);
    expect(serializePlaygroundData(data)).not.toMatch(/[<\u2028\u2029]/);
  });

  it('prefers the JSON media type, carries api.auth and the proxy, and is absent in hide mode', () => {
    const config: Pick<SiteConfig, 'api'> = { api: { ...CONFIG.api, auth: { method: 'basic', name: 'id:secret' } } };
    expect(getPlaygroundData(view(), config, 'https://p.example/__quire/proxy')).toMatchObject({
      mode: 'show',
      auth: { method: 'basic', name: 'id:secret' },
      proxy: 'https://p.example/__quire/proxy',
    });
    expect(getPlaygroundData(view(), withMode('simple'))).toMatchObject({ mode: 'simple', proxy: null });
    expect(getPlaygroundData(view(), withMode('hide'))).toBeUndefined();
  });

  it('links the playground script and stylesheet only when the build provides them', () => {
    const assets = { script: '/docs/_quire/playground.AB.js', stylesheet: '/docs/_quire/playground.CD.css' };
    const html = renderEndpoint(view(), { config: CONFIG, assets }).html;
    expect(html).toContain(
      '<link rel="stylesheet" href="/docs/_quire/playground.CD.css"><script type="module" src="/docs/_quire/playground.AB.js"></script>',
    );
    expect(renderEndpoint(view(), { config: CONFIG }).html).not.toContain('playground.AB.js');
    expect(renderEndpoint(view(), { config: withMode('hide'), assets }).html).not.toContain('_quire/playground');
  });
});

describe('resolvePlaygroundProxyUrl', () => {
  it('takes an origin (meaning its /__quire/proxy), a full URL, or a path on the same origin', () => {
    expect(resolvePlaygroundProxyUrl('https://proxy.example.com')).toBe('https://proxy.example.com/__quire/proxy');
    expect(resolvePlaygroundProxyUrl('http://127.0.0.1:4174/')).toBe('http://127.0.0.1:4174/__quire/proxy');
    expect(resolvePlaygroundProxyUrl('https://example.com/tools/__quire/proxy')).toBe(
      'https://example.com/tools/__quire/proxy',
    );
    expect(resolvePlaygroundProxyUrl('/api-proxy')).toBe('/api-proxy');
    expect([
      resolvePlaygroundProxyUrl('ftp://x'),
      resolvePlaygroundProxyUrl('proxy.example.com'),
      resolvePlaygroundProxyUrl('//evil.example'),
    ]).toEqual([undefined, undefined, undefined]);
  });
});
