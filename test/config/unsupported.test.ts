import { describe, expect, it } from 'vitest';
import { createLocator } from '../../src/config/locate.js';
import { siteSchema } from '../../src/config/schema/index.js';
import { stripUnsupported } from '../../src/config/unsupported.js';

const locate = createLocator('', undefined);

describe('stripUnsupported', () => {
  it('removes Mintlify-only settings at every level without touching the input', () => {
    const input = {
      name: 'Acme',
      rounded: 'sharp',
      navigation: [{ group: 'A', pages: ['a', { group: 'B', version: 'v1', pages: [] }] }],
      topbarCtaButton: { name: 'Go', url: '/go', style: 'pill' },
      api: { baseUrl: 'https://api.acme.com', playground: { mode: 'simple', disableProxy: true }, request: {} },
      anchors: [{ name: 'API', url: 'api', openapi: 'openapi.yaml' }],
    };
    const snapshot = structuredClone(input);
    const { value, diagnostics } = stripUnsupported(input, siteSchema, locate, 'site.json');
    expect(input).toEqual(snapshot);
    expect(value).toEqual({
      name: 'Acme',
      navigation: [{ group: 'A', pages: ['a', { group: 'B', version: 'v1', pages: [] }] }],
      topbarCtaButton: { name: 'Go', url: '/go' },
      api: { baseUrl: 'https://api.acme.com', playground: { mode: 'simple' } },
      anchors: [{ name: 'API', url: 'api' }],
    });
    expect(diagnostics.map((d) => d.jsonPath)).toEqual([
      'rounded',
      'topbarCtaButton.style',
      'api.playground.disableProxy',
      'api.request',
      'anchors[0].openapi',
    ]);
    expect(diagnostics.every((d) => d.severity === 'warning' && d.rule === 'config/unsupported-setting')).toBe(true);
  });

  it('leaves unknown keys and wrongly typed values for the schema to report', () => {
    const input = { name: 'Acme', navigation: 'oops', colors: { primray: '#fff' }, tabs: [3] };
    const { value, diagnostics } = stripUnsupported(input, siteSchema, locate, 'site.json');
    expect(value).toEqual(input);
    expect(diagnostics).toEqual([]);
  });

  it('groups repeats of one setting into a single warning that counts them', () => {
    const tabs = [1, 2, 3].map((n) => ({ name: `T${n}`, url: `t${n}`, version: 'v1' }));
    const { diagnostics } = stripUnsupported({ name: 'Acme', navigation: [], tabs }, siteSchema, locate, 'site.json');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ jsonPath: 'tabs[0].version' });
    expect(diagnostics[0].hint).toBe(
      'Mintlify: show the tab only for one version. It is also set in 2 other places, ignored too. Remove it to silence this warning.',
    );
  });
});
