import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { generateOpenApiSite, githubSpecPath } from '../bench/openapi-bench.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

// GitHub's REST API description (dev dependency @octokit/openapi): 1,000+ operations, 13 MB of JSON. Not timed
// here; `npm run bench:openapi` measures it.
const root = writeFixture({});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(`${root}-out`, { recursive: true, force: true });
});

describe('a large public OpenAPI file', () => {
  it('builds one page per operation without problems', { timeout: 600_000 }, async () => {
    const operations = await generateOpenApiSite(root, githubSpecPath());
    expect(operations).toBeGreaterThan(500);
    const result = await buildSite({ root, outDir: `${root}-out` });
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect(result.stats.pages).toBe(operations + 1);
    // `repos/get` is GET /repos/{owner}/{repo}, whose response is the large, nested full-repository schema.
    const slug = readdirSync(path.join(root, 'ops'))
      .find((name) => /^repos-get-\d+\.md$/.test(name))!
      .replace(/\.md$/, '');
    const page = readOut(`${root}-out`, `ops/${slug}/index.html`);
    expect(page).toContain(
      '<span class="q-method q-method-get">GET</span> <code class="q-endpoint-path">/repos/<span class="q-path-param">{owner}</span>/<span class="q-path-param">{repo}</span></code>',
    );
    expect(page).toContain('id="endpoint-response-200"');
  });
});
