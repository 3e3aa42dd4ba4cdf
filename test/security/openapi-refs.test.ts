/**
 * Findings 4 and 5: an OpenAPI `$ref` copied any local file (`/etc/passwd`, `../../secret.txt`, a symlink that leads
 * out) into the published endpoint page, `"openapi": "../x.yaml"` was read, and a spec fetched from a URL made the
 * build fetch internal URLs (its `$ref`s, its redirects) and publish the answers. Now local OpenAPI files stay inside
 * the docs folder (or a folder allowed with --allow-openapi-root), refs in fetched files reach only public addresses
 * (unless allowed), redirects stay on their origin, and every fetch has a time and a size limit.
 * Every server here is on loopback: the tests never reach the internet.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../src/openapi/load.js';
import { fetchSourceUrl } from '../../src/openapi/load-url.js';
import { isPublicAddress } from '../../src/openapi/public-address.js';
import { writeFixture } from '../helpers/site-fixture.js';

const SECRET = 'SECRET-4f1c9e-do-not-publish';
const INTERNAL = 'INTERNAL-7d2a-metadata-answer';
const folders: string[] = [];

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An OpenAPI file whose one endpoint has `ref` twice: as an example value and as a schema property. */
function specWithRef(ref: string): string {
  return `openapi: 3.1.0
info: {title: Refs, version: '1'}
paths:
  /thing:
    get:
      summary: Get thing
      responses:
        '200':
          description: ok
          content:
            application/json:
              examples:
                leak:
                  value: {$ref: '${ref}'}
              schema:
                type: object
                properties:
                  name: {type: string}
`;
}

/** The 1-based line and column of the first `$ref` key in `text`, where the diagnostic must point. */
function refPosition(text: string): string {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes('$ref'));
  return `${line + 1}:${lines[line].indexOf('$ref') + 1}`;
}

/** A temp folder holding `docs/` (a site with one endpoint page) and whatever `extra` adds around it. */
function project(openapi: string, files: Record<string, string>): { dir: string; docs: string; out: string } {
  const dir = writeFixture({
    'docs/site.json': { name: 'Refs', navigation: [{ group: 'API', pages: ['index', 'thing'] }], openapi },
    'docs/index.md': '---\ntitle: Home\n---\nHome\n',
    'docs/thing.md': '---\ntitle: Get thing\nopenapi: "GET /thing"\n---\n',
    ...files,
  });
  folders.push(dir);
  return { dir, docs: path.join(dir, 'docs'), out: path.join(dir, 'site-out') };
}

/** Run the real CLI (without blocking this process, whose test servers must keep answering). */
function quire(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/quire.js', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Every file under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(dir, rel))
    .filter((file) => statSync(file).isFile() && readFileSync(file, 'latin1').includes(needle));
}

describe('finding 4: local OpenAPI files and $refs stay inside the docs folder', () => {
  it.each([
    ['../../secret.txt', (dir: string) => path.join(dir, 'secret.txt')],
    ['/etc/passwd', () => '/etc/passwd'],
    ['file:///etc/passwd', () => '/etc/passwd'],
  ])('refuses `$ref: %s` at its line and column, and writes nothing', async (ref, target) => {
    const spec = specWithRef(ref);
    const { dir, docs, out } = project('openapi/api.yaml', {
      'docs/openapi/api.yaml': spec,
      'secret.txt': `${SECRET}\n`,
    });
    const result = await quire(['build', docs, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `openapi/api.yaml:${refPosition(spec)} error \`$ref: ${ref}\` points at ${target(dir)}, outside the docs folder; Quire reads OpenAPI files only from the docs folder [openapi/ref-outside-docs]`,
    );
    expect(result.stderr).toContain(
      'hint: copy the file into the docs folder, or allow the folder that holds it with --allow-openapi-root <dir>',
    );
    expect(existsSync(out)).toBe(false);
    expect(filesContaining(dir, SECRET)).toEqual([path.join(dir, 'secret.txt')]);
  });

  it('refuses an `openapi` setting outside the docs folder, at its place in site.json', async () => {
    const { dir, docs, out } = project('../shared/api.yaml', { 'shared/api.yaml': specWithRef('#/info') });
    const result = await quire(['check', docs]);
    expect(result.code).toBe(1);
    const lines = readFileSync(path.join(docs, 'site.json'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('"openapi"'));
    const where = `${line + 1}:${lines[line].indexOf('"../shared') + 1}`;
    expect(result.stderr).toContain(
      `site.json:${where} error openapi: the OpenAPI file ../shared/api.yaml is ${path.join(dir, 'shared/api.yaml')}, outside the docs folder`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a symlink in the docs folder that leads to a file outside it', async () => {
    const spec = specWithRef('linked.yaml');
    const { dir, docs, out } = project('openapi/api.yaml', {
      'docs/openapi/api.yaml': spec,
      'outside/secret.yaml': `description: ${SECRET}\n`,
    });
    symlinkSync(path.join(dir, 'outside/secret.yaml'), path.join(docs, 'openapi/linked.yaml'));
    const result = await quire(['build', docs, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `openapi/api.yaml:${refPosition(spec)} error \`$ref: linked.yaml\` points at ${path.join(dir, 'outside/secret.yaml')}, outside the docs folder`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('reads files from a folder allowed with --allow-openapi-root', async () => {
    const { dir, docs, out } = project('../shared/api.yaml', {
      'shared/api.yaml': specWithRef('schemas.yaml#/Named'),
      'shared/schemas.yaml': 'Named: {type: string, description: shared-and-allowed}\n',
    });
    const result = await quire(['build', docs, '--out', out, '--allow-openapi-root', path.join(dir, 'shared')]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(filesContaining(out, 'shared-and-allowed')).toEqual([path.join(out, 'thing/index.html')]);
  });
});

describe('finding 5: what a spec fetched from a URL may make the build fetch', () => {
  let internal: Server;
  let remote: Server;
  let internalHits: string[] = [];
  let internalUrl = '';
  let remoteUrl = '';

  beforeAll(async () => {
    // Stands for a service only the build machine can reach (127.0.0.1, 169.254.169.254, 10.x …).
    internal = createServer((req, res) => {
      internalHits.push(req.url ?? '');
      res.end(`type: object\ndescription: ${INTERNAL}\n`);
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
    const internalPort = (internal.address() as AddressInfo).port;
    // Stands for a public server whose OpenAPI file the author named in site.json.
    remote = createServer((req, res) => {
      const url = req.url ?? '';
      if (url === '/by-ip.yaml') return void res.end(specWithRef(`${internalUrl}/latest/meta-data`));
      if (url === '/by-name.yaml')
        return void res.end(specWithRef(`http://localhost:${internalPort}/latest/meta-data`));
      if (url === '/metadata.yaml') return void res.end(specWithRef('http://169.254.169.254/latest/meta-data'));
      if (url === '/away.yaml') return void res.writeHead(302, { Location: `${internalUrl}/latest/meta-data` }).end();
      if (url === '/moved.yaml') return void res.writeHead(301, { Location: '/same-origin.yaml' }).end();
      if (url === '/same-origin.yaml') return void res.end(specWithRef('parts.yaml'));
      if (url === '/parts.yaml') return void res.end('type: object\ndescription: same-origin-part\n');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    internalHits = [];
  });
  afterAll(async () => {
    for (const server of [internal, remote]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    // `localhost` is checked after DNS resolution (to 127.0.0.1 or ::1, whichever this machine lists first).
    ['/by-ip.yaml', () => `${internalUrl}/latest/meta-data`, /: 127\.0\.0\.1 is not a public address/],
    [
      '/by-name.yaml',
      () => `http://localhost:${new URL(internalUrl).port}/latest/meta-data`,
      /: localhost \((127\.0\.0\.1|::1)\) is not a public address/,
    ],
    ['/metadata.yaml', () => 'http://169.254.169.254/latest/meta-data', /: 169\.254\.169\.254 is not a public address/],
  ])('refuses the $ref of %s to a non-public address, without connecting to it', async (file, target, why) => {
    const { dir, docs, out } = project(`${remoteUrl}${file}`, {});
    const result = await quire(['build', docs, '--out', out]);
    expect(result.code).toBe(1);
    const spec = specWithRef(target());
    expect(result.stderr).toContain(
      `${remoteUrl}${file}:${refPosition(spec)} error \`$ref: ${target()}\`: Quire did not fetch ${target()}: `,
    );
    expect(result.stderr).toMatch(why);
    expect(result.stderr).toContain('[openapi/fetch-refused]');
    expect(internalHits).toEqual([]);
    expect(existsSync(out)).toBe(false);
    expect(filesContaining(dir, INTERNAL)).toEqual([]);
  });

  it('fetches a $ref to a non-public address that was allowed with --allow-openapi-root', async () => {
    const { docs, out } = project(`${remoteUrl}/by-ip.yaml`, {});
    const result = await quire(['build', docs, '--out', out, '--allow-openapi-root', `${internalUrl}/latest/`]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(internalHits).toEqual(['/latest/meta-data']);
    expect(filesContaining(out, INTERNAL)).toEqual([path.join(out, 'thing/index.html')]);
  });

  it('refuses a redirect to another origin, and follows one within the origin', async () => {
    const away = project(`${remoteUrl}/away.yaml`, {});
    const refused = await quire(['build', away.docs, '--out', away.out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `error openapi: Quire did not fetch ${remoteUrl}/away.yaml: the server redirected to ${internalUrl}/latest/meta-data, another origin; Quire follows redirects within the origin of the URL only [openapi/fetch-refused]`,
    );
    expect(internalHits).toEqual([]);
    expect(existsSync(away.out)).toBe(false);

    const moved = project(`${remoteUrl}/moved.yaml`, {});
    const followed = await quire(['build', moved.docs, '--out', moved.out]);
    expect(followed.stderr).toBe('');
    expect(followed.code).toBe(0);
    expect(filesContaining(moved.out, 'same-origin-part')).toEqual([path.join(moved.out, 'thing/index.html')]);
  });
});

describe('finding 5: every fetch has a time and a size limit', () => {
  let slow: Server;
  let url = '';

  beforeAll(async () => {
    // Answers at once, then sends its body one byte at a time and never finishes.
    slow = createServer((req, res) => {
      if (req.url === '/large.yaml') return void res.end('x'.repeat(2 * 1024 * 1024));
      res.writeHead(200, { 'Content-Type': 'application/yaml' });
      res.write('openapi: 3.1.0\n');
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('gives up on a body that never ends, and says so', async () => {
    expect(await fetchSourceUrl(`${url}/drip.yaml`, { timeoutMs: 300 })).toEqual({
      ok: false,
      failure: 'no answer within 0.3 s (timed out)',
    });
    const root = writeFixture({});
    folders.push(root);
    mkdirSync(path.join(root, 'openapi'));
    writeFileSync(path.join(root, 'openapi/api.yaml'), specWithRef(`${url}/drip.yaml`));
    const result = await loadOpenApi(['openapi/api.yaml'], root, { timeoutMs: 300, cacheDir: false });
    expect(result.diagnostics.map((d) => `${d.file}:${d.position?.line}:${d.position?.column} ${d.message}`)).toEqual([
      `openapi/api.yaml:${refPosition(specWithRef(''))} could not fetch ${url}/drip.yaml: no answer within 0.3 s (timed out)`,
    ]);
  });

  it('gives up on a body larger than the limit', async () => {
    expect(await fetchSourceUrl(`${url}/large.yaml`, { maxBytes: 1024 * 1024 })).toEqual({
      ok: false,
      failure: 'the file is larger than 1.0 MB, the most Quire reads',
    });
  });
});

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a9fe:a9fe', false],
    ['fd00::1', false],
    ['fe80::1%eth0', false],
    ['64:ff9b::10.0.0.1', false],
    ['2002:7f00:1::', false],
    ['93.184.215.14', true],
    ['172.32.0.1', true],
    ['2606:4700::1111', true],
    ['::ffff:93.184.215.14', true],
  ] as const)('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
