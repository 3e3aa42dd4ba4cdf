/** `UserConfig` is generated from the schema (scripts/config-types.js); a schema change without regenerating fails. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUserConfig } from '../../scripts/config-types.js';
import { buildSiteSchema } from '../../scripts/generate-reference.js';
import type { UserConfig, UserNavigationGroup } from '../../src/config/types.js';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const USER_CONFIG = 'src/config/user-config.ts';

/** The merged schema, as a fresh copy a test may change. */
const freshSchema = () => structuredClone(buildSiteSchema().schema);
/** Lines of `after` that `before` lacks. */
const addedLines = (before: string, after: string) => {
  const old = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !old.has(line));
};

describe('generated UserConfig', () => {
  it('is what src/config/user-config.ts holds', () => {
    expect(readFileSync(join(projectRoot, USER_CONFIG), 'utf8')).toBe(renderUserConfig(freshSchema()));
  });

  it('types nested navigation groups recursively and ignored Mintlify settings as deprecated unknowns', () => {
    const text = renderUserConfig(freshSchema());
    expect(text).toMatch(/^\/\/ Generated from src\/config\/schema by scripts\/generate-reference\.js/);
    expect(text).toContain('  pages: Array<string | UserNavigationGroup>;');
    expect(text).toContain('  navigation: UserNavigationGroup[];');
    expect(text).toContain('  openapi?: string | string[];');
    expect(text).toMatch(/@deprecated Mintlify setting[^\n]*\n\s*\*\/\n\s*banner\?: unknown;/);
    expect(text).toMatch(/@default "duotone"\n\s*\*\/\n\s*iconType\?: UserIconType;/);
  });

  it('changes in exactly the property whose schema changed', () => {
    const schema = freshSchema();
    const before = renderUserConfig(schema);
    schema.definitions.modeToggle.properties.default.enum.push('system');
    schema.required = ['navigation'];
    expect(addedLines(before, renderUserConfig(schema))).toEqual([
      '  name?: string;',
      "    default?: 'light' | 'dark' | 'system';",
    ]);
  });

  it('refuses a schema keyword it does not translate instead of emitting a wrong type', () => {
    const schema = freshSchema();
    schema.definitions.tab.properties.url = { oneOf: [{ type: 'string' }, { type: 'number' }] };
    expect(() => renderUserConfig(schema)).toThrow(/unsupported schema keyword "oneOf"/);
  });

  it('accepts site.json shapes the schema allows and rejects others (checked by tsc)', () => {
    const nested: UserNavigationGroup = {
      group: 'A',
      pages: ['a', { group: 'B', pages: ['b', { group: 'C', pages: [] }] }],
    };
    const config: UserConfig = {
      name: 'Acme',
      navigation: [nested],
      logo: { light: '/l.svg', dark: '/d.svg' },
      api: { baseUrl: ['https://a.test', 'https://b.test'] },
      colors: { primary: '#0d9373', anchors: { from: '#000', to: '#fff' } },
      // @ts-expect-error iconType is one of the Font Awesome styles
      anchors: [{ name: 'API', url: 'api', iconType: 'bold' }],
    };
    expect(config.navigation[0]).toBe(nested);
  });
});

describe('generate-reference.js --check on a copy of the project', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const copyProject = () => {
    dir = mkdtempSync(join(tmpdir(), 'quire-gen-reference-'));
    for (const file of [
      'scripts/generate-reference.js',
      'scripts/generated-files.js',
      'scripts/config-types.js',
      'src/config/schema',
      'README.md',
      'site.schema.json',
      USER_CONFIG,
    ]) {
      cpSync(join(projectRoot, file), join(dir, file), { recursive: true });
    }
  };
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/generate-reference.js', ...args], { cwd: dir, encoding: 'utf8' });

  it('passes on the copy as it is and fails once user-config.ts is edited by hand', () => {
    copyProject();
    expect(run('--check').status).toBe(0);
    const file = join(dir, USER_CONFIG);
    writeFileSync(file, readFileSync(file, 'utf8').replace('  name: string;', '  name?: string;'));
    const result = run('--check');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Out of date: ${USER_CONFIG}.`);
  });

  it('fails after a schema edit until regenerated, and regenerating changes the edited property', () => {
    copyProject();
    const schemaFile = join(dir, 'src/config/schema/mode-toggle.json');
    writeFileSync(
      schemaFile,
      readFileSync(schemaFile, 'utf8').replace('"enum": ["light", "dark"]', '"enum": ["light", "dark", "system"]'),
    );
    const stale = run('--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(USER_CONFIG);
    const before = readFileSync(join(dir, USER_CONFIG), 'utf8');
    expect(run().status).toBe(0);
    expect(addedLines(before, readFileSync(join(dir, USER_CONFIG), 'utf8'))).toEqual([
      "    default?: 'light' | 'dark' | 'system';",
    ]);
    expect(run('--check').status).toBe(0);
  });
});
