/** A docs site with redirects of every kind and analytics, built under a base: what the host config tests read. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../../src/build.js';
import { writeFixture } from '../../helpers/site-fixture.js';

/** The base the fixture is built under. */
export const BASE = '/docs/';

/** The fixture: literal, `:param`, `:name*` and `*` sources, permanent and temporary, one off-site, one with a space. */
export const DEPLOY_SITE: Record<string, string | object> = {
  'site.json': {
    name: 'Acme Docs',
    navigation: [{ group: 'Docs', pages: ['index', 'new-page', 'guides/setup', 'v2/intro', 'v2/a/b'] }],
    api: { baseUrl: 'https://api.acme.example/v1' },
    analytics: { ga4: { measurementId: 'G-TEST1234' }, plausible: { domain: 'docs.acme.example' } },
    redirects: [
      { source: '/old-page', destination: '/new-page' },
      { source: '/promo', destination: '/guides/setup#install', permanent: false },
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/users/:id/profile', destination: '/v2/intro', permanent: false },
      { source: '/articles/concepts-*', destination: '/guides/setup' },
      { source: '/community', destination: 'https://github.com/acme/acme/discussions' },
      { source: '/old guide', destination: '/guides/setup' },
    ],
  },
  'index.md':
    '---\ndescription: Docs for Acme.\n---\n\n# Home\n\nSee [the old page](/old-page) and [setup](/guides/setup).\n',
  'new-page.md': '# New page\n\nMoved here.\n',
  'guides/setup.md': '# Setup\n\n## Install\n\nRun it.\n',
  'v2/intro.md': '# Intro\n\nHello.\n',
  'v2/a/b.md': '# A B\n\nDeep.\n',
};

/** A built site and a way to remove it. */
export interface BuiltSite {
  result: BuildResult;
  outDir: string;
  remove(): void;
}

/** Build `files` (default {@link DEPLOY_SITE}) under `base` into a new temp folder. */
export async function buildDeploySite(files = DEPLOY_SITE, base = BASE): Promise<BuiltSite> {
  const root = writeFixture(files);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-deploy-out-'));
  const outDir = path.join(parent, 'out');
  const result = await buildSite({ root, outDir, base, cache: false });
  return {
    result,
    outDir,
    remove() {
      rmSync(root, { recursive: true, force: true });
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
