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
      const result = validateConfigText(readFileSync(`${corpusDir}${name}`, 'utf8'), 'mint.json');
      for (const d of result.diagnostics) {
        expect(d.position, `${name}: ${d.message}`).toBeDefined();
        expect(d.message.length).toBeGreaterThan(0);
        expect(d.file).toBe('mint.json');
      }
      const { errors, warnings } = countDiagnostics(result.diagnostics);
      expect(result.config === undefined).toBe(errors > 0);
      outcomes[name] = `${result.config ? 'loads' : `${errors} errors`}, ${warnings} warnings`;
    }
    expect(outcomes).toMatchSnapshot();
  });

  it('loads every file: a background colour for one mode gets Quire’s default for the other, with a warning', () => {
    const rejected = new Set<string>();
    const completed: string[] = [];
    for (const name of files) {
      const result = validateConfigText(readFileSync(`${corpusDir}${name}`, 'utf8'), 'mint.json');
      for (const d of result.diagnostics.filter((d) => d.severity === 'error'))
        rejected.add(`${d.jsonPath}: ${d.message}`);
      if (result.diagnostics.some((d) => d.rule === 'config/background-one-mode')) {
        completed.push(name);
        expect(result.config?.colors.background?.light, name).toBe('#ffffff');
      }
    }
    expect([...rejected]).toEqual([]);
    expect(completed).toHaveLength(5);
  });

  it('honours `redirects`: no file warns that it is unsupported, and every entry resolves with a position', () => {
    let entries = 0;
    for (const name of files) {
      const result = validateConfigText(readFileSync(`${corpusDir}${name}`, 'utf8'), 'mint.json');
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
    // 9 files set redirects, with more than 300 entries between them.
    expect(entries).toBeGreaterThan(300);
  });

  it('honours `analytics` and `integrations`: no file warns about them, and every service written is resolved', () => {
    const services: string[] = [];
    for (const name of files) {
      const text = readFileSync(`${corpusDir}${name}`, 'utf8');
      const result = validateConfigText(text, 'mint.json');
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

  it('warns about none of the settings issue 15 lists, nor their sub-keys, in any file', () => {
    // The settings real projects use (issue 15, "Every Mintlify setting that real projects use, honoured").
    const honoured = [
      'analytics',
      'primaryTab',
      'redirects',
      'search',
      'background',
      'theme',
      'metadata',
      'font',
      'seo',
      'integrations',
      'codeBlock',
      'topbar',
      'layout',
      'isWhiteLabeled',
    ];
    const warned: string[] = [];
    const written = new Set<string>();
    for (const name of files) {
      const text = readFileSync(`${corpusDir}${name}`, 'utf8');
      for (const key of Object.keys(JSON.parse(text) as object)) if (honoured.includes(key)) written.add(key);
      for (const d of validateConfigText(text, 'mint.json').diagnostics) {
        const top = d.jsonPath?.split(/[.[]/)[0] ?? '';
        if (d.rule === 'config/unsupported-setting' && honoured.includes(top)) warned.push(`${name}: ${d.jsonPath}`);
      }
    }
    expect(warned).toEqual([]);
    // Every listed setting is in the corpus, so the assertion above covers each of them.
    expect([...written].sort()).toEqual([...honoured].sort());
  });

  it('resolves the chrome settings as written: first tab, search box, code blocks and layout', () => {
    const set: Record<string, number> = { primaryTab: 0, prompt: 0, location: 0, codeBlock: 0, layout: 0 };
    for (const name of files) {
      const text = readFileSync(`${corpusDir}${name}`, 'utf8');
      const config = validateConfigText(text, 'mint.json').config;
      if (!config) continue;
      const written = JSON.parse(text) as {
        primaryTab?: { name: string };
        search?: { prompt?: string; location?: string };
        codeBlock?: { mode?: string };
        layout?: string;
      };
      expect(config.primaryTab.name, name).toBe(written.primaryTab?.name ?? config.topAnchor.name);
      expect(config.search, name).toEqual({
        ...(written.search?.prompt !== undefined && { prompt: written.search.prompt }),
        location: written.search?.location ?? 'top',
      });
      expect(config.codeBlock.mode, name).toBe(written.codeBlock?.mode ?? 'auto');
      expect(config.layout, name).toBe(written.layout ?? 'topnav');
      if (written.primaryTab) set.primaryTab++;
      if (written.search?.prompt !== undefined) set.prompt++;
      if (written.search?.location !== undefined) set.location++;
      if (written.codeBlock) set.codeBlock++;
      if (written.layout) set.layout++;
    }
    // 10 files name the first tab; 3 set a prompt; Portkey sets `location` and `layout`; one mintlify/docs version
    // sets `codeBlock`.
    expect(set).toEqual({ primaryTab: 10, prompt: 3, location: 1, codeBlock: 1, layout: 1 });
  });

  it('resolves the navigation of a large config with a position for every entry', () => {
    const result = validateConfigText(readFileSync(`${corpusDir}PrefectHQ__prefect.json`, 'utf8'), 'mint.json');
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
