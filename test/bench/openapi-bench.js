/**
 * `npm run bench:openapi`: build a docs site with one page per operation of a large public OpenAPI file (GitHub's
 * REST API, from the `@octokit/openapi` dev dependency: 1,000+ operations, 13 MB of JSON) and time cold builds.
 * Prints the operation count, wall time, CPU time, peak RSS and output size; quote the median.
 *
 * Usage: npm run bench:openapi -- [--runs 3] [--workers n] [--spec path/to/openapi.json]
 *
 * `generateOpenApiSite` is also used by test/openapi/large-spec.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Path of GitHub's REST API description in the `@octokit/openapi` package. */
export function githubSpecPath() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@octokit/openapi/package.json')), 'generated', 'api.github.com.json');
}

/**
 * Write a docs site to `dir` whose `openapi` setting is a copy of `specPath` and which has one page per operation,
 * grouped in the navigation by the operation's first tag. Returns the number of operations.
 */
export async function generateOpenApiSite(dir, specPath) {
  const text = await readFile(specPath, 'utf8');
  const spec = specPath.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  await mkdir(path.join(dir, 'openapi'), { recursive: true });
  const specFile = `openapi/spec${path.extname(specPath) || '.json'}`;
  await copyFile(specPath, path.join(dir, specFile));
  const groups = new Map();
  let count = 0;
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    for (const method of Object.keys(item)) {
      if (!METHODS.includes(method)) continue;
      const operation = item[method];
      count++;
      const slug = `ops/${String(operation.operationId ?? `${method}-${route}`)
        .replace(/[^a-zA-Z0-9-]+/g, '-')
        .toLowerCase()}-${count}`;
      const title = (operation.summary ?? `${method.toUpperCase()} ${route}`).replace(/"/g, "'");
      const page = `---\ntitle: ${JSON.stringify(title)}\nopenapi: ${JSON.stringify(`${method.toUpperCase()} ${route}`)}\n---\n\nSee also the [overview](/index).\n`;
      await mkdir(path.dirname(path.join(dir, `${slug}.md`)), { recursive: true });
      await writeFile(path.join(dir, `${slug}.md`), page);
      const tag = operation.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push(slug);
    }
  }
  await writeFile(
    path.join(dir, 'index.md'),
    `---\ntitle: ${JSON.stringify(spec.info?.title ?? 'API')}\n---\n\n${count} operations.\n`,
  );
  const navigation = [{ group: 'Start', pages: ['index'] }, ...[...groups].map(([group, pages]) => ({ group, pages }))];
  const site = {
    name: spec.info?.title ?? 'API',
    navigation,
    openapi: specFile,
    api: { playground: { mode: 'show' } },
  };
  await writeFile(path.join(dir, 'site.json'), JSON.stringify(site, null, 2));
  return count;
}

async function folderSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
  }
  return total;
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, workers: { type: 'string' }, spec: { type: 'string' } },
  });
  const specPath = path.resolve(values.spec ?? githubSpecPath());
  const work = await mkdtemp(path.join(os.tmpdir(), 'quire-openapi-bench-'));
  const site = path.join(work, 'site');
  const measure = fileURLToPath(new URL('./measure-build.js', import.meta.url));
  try {
    const operations = await generateOpenApiSite(site, specPath);
    const results = [];
    for (let i = 0; i < Number(values.runs); i++) {
      const out = path.join(work, `out-${i}`);
      const args = [measure, site, out, ...(values.workers === undefined ? [] : [values.workers])];
      const lines = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
        .trim()
        .split('\n');
      const result = JSON.parse(lines[lines.length - 1]);
      if (!result.ok) throw new Error(`benchmark build failed with ${result.errors} errors`);
      if (i === 0) result.outMb = Math.round((await folderSize(out)) / 1e6);
      results.push(result);
      await rm(out, { recursive: true, force: true });
    }
    const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    console.log(
      `Quire cold build of ${path.basename(specPath)}: ${operations} operations, ${results[0].pages} pages, ${results.length} runs on ${os.availableParallelism()} cores (median):`,
    );
    console.table({
      'wall time (s)': (median('wallMs') / 1000).toFixed(2),
      'CPU time (s)': (median('cpuMs') / 1000).toFixed(2),
      'pages/s': Math.round((results[0].pages / median('wallMs')) * 1000),
      'peak RSS (MB)': median('peakRssMb'),
      'output (MB)': results[0].outMb,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
