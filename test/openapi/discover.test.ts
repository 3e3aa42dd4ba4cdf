import { describe, expect, it } from 'vitest';
import { declaredVersion, discoverOpenApiFiles, isDiscoveryCandidate } from '../../src/openapi/discover.js';

/** A reader over an in-memory folder that records what it was asked to read. */
function folder(files: Record<string, string>) {
  const reads: string[] = [];
  const read = async (file: string) => {
    reads.push(file);
    return files[file];
  };
  return { paths: Object.keys(files), read, reads };
}

describe('isDiscoveryCandidate', () => {
  it('takes JSON and YAML files anywhere but in snippets, dependencies, dot folders and the output folder', () => {
    // `templates/` is a folder of the project's like any other (Mintlify projects keep pages there).
    const yes = [
      'openapi.json',
      'api/v2.yaml',
      'specs/admin.YML',
      'fr/openapi.json',
      'docs/templates/api.yaml',
      'templates/api.yaml',
    ];
    const no = [
      'mint.json',
      'docs.json',
      'site.json',
      'page.mdx',
      'logo.svg',
      'snippets/openapi.yaml',
      'guide/_snippets/x.json',
      'node_modules/pkg/openapi.json',
      '.github/openapi.yaml',
      'api/.hidden.json',
      '_site/openapi.json',
    ];
    expect(yes.filter(isDiscoveryCandidate)).toEqual(yes);
    expect(no.filter(isDiscoveryCandidate)).toEqual([]);
  });
});

describe('declaredVersion', () => {
  it('reads a top-level version in JSON (any layout) and in YAML (any quoting)', () => {
    expect(declaredVersion('a.json', '{\n  "openapi": "3.1.0",\n  "paths": {}\n}')).toEqual({
      kind: 'openapi',
      version: '3.1.0',
    });
    expect(declaredVersion('a.json', '{"info":{},"swagger":"2.0"}')).toEqual({ kind: 'swagger', version: '2.0' });
    expect(declaredVersion('a.yaml', '# API\nopenapi: 3.0.3\ninfo: {}\n')).toEqual({
      kind: 'openapi',
      version: '3.0.3',
    });
    expect(declaredVersion('a.yml', '---\n"openapi": "3.1.0"\n')).toEqual({ kind: 'openapi', version: '3.1.0' });
    expect(declaredVersion('a.yaml', "openapi: '3.0.0'\n")).toEqual({ kind: 'openapi', version: '3.0.0' });
  });

  it('ignores the key anywhere but the top level, and files that merely mention it', () => {
    // A docs.json-like file: `openapi` nested, not at the top.
    expect(declaredVersion('nav.json', '{"api":{"openapi":"3.1.0"},"tabs":[]}')).toBeUndefined();
    expect(declaredVersion('mint.json', '{"openapi":"https://api.example.com/openapi.json"}')).toBeUndefined();
    expect(declaredVersion('vale.yaml', 'rules:\n  openapi: 3.0.0\n')).toBeUndefined();
    expect(declaredVersion('catalog.yaml', 'name: openapi tools\nopenapi: yes\n')).toBeUndefined();
    expect(declaredVersion('data.json', '[{"openapi":"3.0.0"}]')).toBeUndefined();
  });

  it('reads JSON whose strings hold raw line breaks, wherever its version key is (as checkly writes it)', () => {
    const text = '{"info":{"title":"API","description":"Line one.\nLine two."},"openapi":"3.0.0","paths":{}}';
    expect(declaredVersion('api-reference/openapi.json', text)).toEqual({ kind: 'openapi', version: '3.0.0' });
    expect(declaredVersion('nav.json', '{"tabs":"a\nb","api":{"openapi":"3.0.0"}}')).toBeUndefined();
  });

  it('keeps a broken JSON file that starts as an OpenAPI file, so its syntax error is reported', () => {
    expect(declaredVersion('api.json', '{ "openapi": "3.0.0", "paths": { ')).toEqual({
      kind: 'openapi',
      version: '3.0.0',
    });
  });
});

describe('discoverOpenApiFiles', () => {
  it('finds OpenAPI 3 files in alphabetical order, reads only candidates, and names the Swagger files it leaves out', async () => {
    const { paths, read, reads } = folder({
      'z-api.yaml': 'openapi: 3.1.0\npaths: {}\n',
      'api/openapi.json': '{"openapi":"3.0.1","paths":{}}',
      'legacy/swagger.json': '{"swagger":"2.0","paths":{}}',
      'styles/vale.yml': 'extends: existence\n',
      'snippets/openapi.yaml': 'openapi: 3.1.0\n',
      'guide.mdx': '---\nopenapi: GET /x\n---\n',
      'mint.json': '{"openapi":"openapi.json"}',
    });
    const found = await discoverOpenApiFiles(paths, read);
    expect(found).toEqual({
      files: ['api/openapi.json', 'z-api.yaml'],
      skipped: [{ file: 'legacy/swagger.json', version: 'Swagger 2.0' }],
    });
    expect(reads.sort()).toEqual(['api/openapi.json', 'legacy/swagger.json', 'styles/vale.yml', 'z-api.yaml']);
  });

  it('passes over files the reader cannot give (missing, too large)', async () => {
    const found = await discoverOpenApiFiles(['big.json', 'ok.yaml'], async (file) =>
      file === 'ok.yaml' ? 'openapi: 3.0.0\n' : undefined,
    );
    expect(found.files).toEqual(['ok.yaml']);
  });
});
