/**
 * Finding 15: a docs folder at a repository root published every file that was not a dot-file: `package.json`,
 * `secrets.yaml`, `src/server.ts`, `scripts/deploy.sh`. Through the real CLI: the build publishes web file types,
 * what pages and site.json link to, and `public/` as is; never a key or secret, even when linked; and `quire check`
 * lists what it left out and why, as notes that do not fail `--strict`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function quire(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const INDEX = `# Home

The [report](files/report.pdf), the [data](/files/data.csv), and [the tool][tool].

![Used](images/used.png)

<Card title="Archive" href="/downloads/archive.zip">Every release</Card>

\`\`\`md
Not a link: [config](/lib/config.json)
\`\`\`

Nor is \`[this](/lib/settings.json)\`.

[tool]: /downloads/tool.tar.gz
`;

/** A docs folder at a repository root: the site's pages and images beside the project's code and keys. */
function repositoryRoot(pages: Record<string, string> = {}) {
  const root = writeFixture({
    'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'guide'] }], logo: '/logo/mark.svg' },
    'index.md': INDEX,
    'guide.md': '# Guide\n\nNothing to see.\n',
    ...pages,
    'logo/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'images/used.png': 'png',
    'images/unused.png': 'png',
    'files/report.pdf': 'pdf',
    'files/data.csv': 'a,b',
    'files/notes.csv': 'c,d',
    'downloads/archive.zip': 'zip',
    'downloads/tool.tar.gz': 'gz',
    'custom.css': 'body {}',
    'robots.txt': 'User-agent: *',
    'public/CNAME': 'docs.acme.com',
    'public/app/build.bin': 'bin',
    'lib/config.json': '{}',
    'lib/settings.json': '{}',
    'package.json': '{ "name": "acme" }',
    'secrets.yaml': 'token: hunter2',
    'src/server.ts': 'export {}',
    'src/db.ts': 'export {}',
    'scripts/deploy.sh': 'echo deploy',
    '.env': 'TOKEN=hunter2',
    'key.pem': '-----BEGIN PRIVATE KEY-----',
    id_rsa: '-----BEGIN OPENSSH PRIVATE KEY-----',
    'public/server.key': '-----BEGIN PRIVATE KEY-----',
    'node_modules/left-pad/index.js': 'module.exports = 1',
  });
  cleanup.push(root);
  return root;
}

/** The files of the output that came from the docs folder (not pages, not Quire's own files). */
function copiedFiles(out: string): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(out, rel))) {
      const file = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(out, file)).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk('');
  // A page's Markdown version (`guide.md` beside `guide/index.html`) is generated, not the source file copied.
  const pageMarkdown = (file: string) =>
    file.endsWith('.md') && files.includes(file === 'index.md' ? 'index.html' : `${file.slice(0, -3)}/index.html`);
  const generated = (file: string) =>
    file.endsWith('.html') ||
    file.startsWith('_quire/') ||
    file === '_headers' ||
    file === 'vercel.json' ||
    file.startsWith('.') ||
    file === 'llms.txt' ||
    file === 'llms-full.txt' ||
    pageMarkdown(file);
  return files.filter((file) => !generated(file)).sort();
}

describe('the files of the docs folder a build publishes', () => {
  it('are web file types, what pages and site.json link to, and public/; never code, config or keys', () => {
    const root = repositoryRoot();
    const out = path.join(os.tmpdir(), `quire-published-${process.pid}`);
    cleanup.push(out);
    const result = quire(['build', root, '--out', out]);
    expect(result.stderr).not.toContain(' error ');
    expect(result.code).toBe(0);
    expect(copiedFiles(out)).toEqual([
      // The author's stylesheet, and the copy named by its content hash that pages link (site/author-files.ts).
      expect.stringMatching(/^custom\.[0-9a-f]{8}\.css$/),
      'custom.css',
      'downloads/archive.zip',
      'downloads/tool.tar.gz',
      'files/data.csv',
      'files/report.pdf',
      'images/unused.png',
      'images/used.png',
      'logo/mark.svg',
      'public/CNAME',
      'public/app/build.bin',
      'robots.txt',
    ]);
  });

  it('are listed by `quire check` with why each other file was left out, without failing --strict', () => {
    const result = quire(['check', repositoryRoot(), '--strict']);
    expect(result.code).toBe(0);
    const notes = result.stderr.split('\n').filter((line) => line.includes('[content/left-out]'));
    expect(notes).toEqual([
      'files/notes.csv info left out of the site: it is not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]',
      'id_rsa info left out of the site: it looks like an SSH key, and such files are never published [content/left-out]',
      'key.pem info left out of the site: it looks like a private key, and such files are never published [content/left-out]',
      'lib/ info left out of the site: its 2 files are not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]',
      'package.json info left out of the site: it is not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]',
      'public/server.key info left out of the site: it looks like a private key, and such files are never published [content/left-out]',
      'scripts/deploy.sh info left out of the site: it is not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]',
      'secrets.yaml info left out of the site: it looks like a file of secrets or credentials, and such files are never published [content/left-out]',
      'src/ info left out of the site: its 2 files are not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]',
    ]);
    // Dot-files and node_modules are skipped without a word, as before.
    expect(result.stderr).not.toContain('.env');
    expect(result.stderr).not.toContain('node_modules');
  });

  it('never include a key a page links to: the link is an error naming the page and the link', () => {
    const root = repositoryRoot({
      'guide.md': '# Guide\n\nOur [deploy key](/key.pem) and <a href="./secrets.yaml">secrets</a>.\n',
    });
    const out = path.join(os.tmpdir(), `quire-published-key-${process.pid}`);
    cleanup.push(out);
    const result = quire(['build', root, '--out', out]);
    expect(result.code).toBe(1);
    const errors = result.stderr.split('\n').filter((line) => line.includes('[content/secret-file]'));
    expect(errors).toEqual([
      'guide.md:3:18 error link to "/key.pem" points at key.pem, which looks like a private key: such files are never published [content/secret-file]',
      'guide.md:3:41 error link to "./secrets.yaml" points at secrets.yaml, which looks like a file of secrets or credentials: such files are never published [content/secret-file]',
    ]);
    expect(existsSync(out)).toBe(false);
  });
});
