/** Every real-world Mintlify config must load (with warnings) or fail with located diagnostics, never throw. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { countDiagnostics } from '../../src/diagnostics.js';
import { corpusPath, describeCorpus, hasSharedCorpus } from '../helpers/shared-corpus.js';

const corpusDir = `${corpusPath('mint-json')}/`;
const files = hasSharedCorpus()
  ? readdirSync(corpusDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

describeCorpus('the mint.json corpus', () => {
  it('has all 32 files', () => {
    expect(files).toHaveLength(32);
  });

  it('loads each file or reports why, with a position and a message for every diagnostic', () => {
    const outcomes: Record<string, string> = {};
    for (const name of files) {
      const result = validateConfigText(readFileSync(`${corpusDir}${name}`, 'utf8'));
      for (const d of result.diagnostics) {
        expect(d.position, `${name}: ${d.message}`).toBeDefined();
        expect(d.message.length).toBeGreaterThan(0);
        expect(d.file).toBe('site.json');
      }
      const { errors, warnings } = countDiagnostics(result.diagnostics);
      expect(result.config === undefined).toBe(errors > 0);
      outcomes[name] = `${result.config ? 'loads' : `${errors} errors`}, ${warnings} warnings`;
    }
    expect(outcomes).toMatchSnapshot();
  });

  it('only rejects files for a genuine spec violation: a background colour for one mode only', () => {
    const rejected = new Set<string>();
    for (const name of files) {
      const result = validateConfigText(readFileSync(`${corpusDir}${name}`, 'utf8'));
      for (const d of result.diagnostics.filter((d) => d.severity === 'error'))
        rejected.add(`${d.jsonPath}: ${d.message}`);
    }
    expect([...rejected]).toEqual(['colors.background: missing required setting `light`']);
  });

  it('honours `redirects`: no file warns that it is unsupported, and every entry resolves with a position', () => {
    let entries = 0;
    for (const name of files) {
      const result = validateConfigText(readFileSync(`${corpusDir}${name}`, 'utf8'));
      const unsupported = result.diagnostics.filter(
        (d) => d.rule === 'config/unsupported-setting' && d.jsonPath?.startsWith('redirects'),
      );
      expect(unsupported, name).toEqual([]);
      for (const redirect of result.config?.redirects ?? []) {
        expect(redirect.position, `${name} ${redirect.jsonPath}`).toBeDefined();
        expect(redirect.source.startsWith('/'), `${name} ${redirect.source}`).toBe(true);
        entries++;
      }
    }
    // 9 files set redirects; one of them is rejected for another reason (see above), so its entries are not counted.
    expect(entries).toBeGreaterThan(300);
  });

  it('honours `analytics` and `integrations`: no file warns about them, and every service written is resolved', () => {
    const services: string[] = [];
    for (const name of files) {
      const text = readFileSync(`${corpusDir}${name}`, 'utf8');
      const result = validateConfigText(text);
      const unsupported = result.diagnostics.filter(
        (d) =>
          d.rule === 'config/unsupported-setting' &&
          (d.jsonPath?.startsWith('analytics') || d.jsonPath?.startsWith('integrations')),
      );
      expect(unsupported, name).toEqual([]);
      if (!result.config) continue;
      const written = JSON.parse(text) as { analytics?: object; integrations?: object };
      const expected = [...Object.keys(written.analytics ?? {}), ...Object.keys(written.integrations ?? {})].sort();
      const resolved = Object.keys(result.config.analytics ?? {}).sort();
      expect(resolved, name).toEqual(expected);
      services.push(...resolved);
    }
    // 15 files set analytics and one sets integrations.intercom; teamhanko's Plausible is in a file rejected above.
    const count = (service: string) => services.filter((s) => s === service).length;
    expect([count('posthog'), count('ga4'), count('gtm'), count('hotjar'), count('koala'), count('intercom')]).toEqual([
      7, 7, 3, 2, 2, 1,
    ]);
  });

  it('resolves the navigation of a large config with a position for every entry', () => {
    const result = validateConfigText(readFileSync(`${corpusDir}PrefectHQ__prefect.json`, 'utf8'));
    const entries: Array<{ jsonPath: string; position?: unknown }> = [];
    const walk = (items: Array<{ jsonPath: string; position?: unknown; pages?: unknown }>) => {
      for (const item of items) {
        entries.push(item);
        if (Array.isArray(item.pages)) walk(item.pages);
      }
    };
    walk(result.config!.navigation);
    expect(entries.length).toBeGreaterThan(300);
    expect(entries.filter((e) => e.position === undefined)).toEqual([]);
  });
});
