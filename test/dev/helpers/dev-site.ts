/** A small docs site for dev server tests, and helpers to edit it. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeFixture } from '../../helpers/site-fixture.js';

/**
 * Two sections: the top anchor (index, guide/a, guide/b, guide/c) and the `api` anchor (api/ref).
 * guide/b links to a heading of guide/a; api/ref links to guide/c.
 */
export function writeDevSite(): string {
  return writeFixture({
    'site.json': {
      name: 'Dev Test',
      navigation: [
        { group: 'Guide', pages: ['index', 'guide/a', 'guide/b', 'guide/c'] },
        { group: 'API', pages: ['api/ref'] },
      ],
      anchors: [{ name: 'API', url: 'api', icon: 'code' }],
    },
    'index.md': '---\ntitle: Home\n---\n\nWelcome home.\n',
    'guide/a.md': '---\ntitle: Alpha\n---\n\nAlpha body text.\n\n## Setup\n\nSet it up.\n',
    'guide/b.md': '---\ntitle: Beta\n---\n\nBeta links to [setup](./a.md#setup).\n',
    'guide/c.md': '---\ntitle: Gamma\n---\n\nGamma body.\n',
    'api/ref.md': '---\ntitle: Reference\n---\n\nSee [gamma](/guide/c).\n',
    'images/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
  });
}

/** Write `content` to `rel` inside the site. */
export function writeSiteFile(root: string, rel: string, content: string): void {
  writeFileSync(path.join(root, rel), content);
}

/** Read `rel` inside the site. */
export function readSiteFile(root: string, rel: string): string {
  return readFileSync(path.join(root, rel), 'utf8');
}

/** Edit `site.json` through a function of its parsed value. */
export function editSiteJson(root: string, edit: (config: Record<string, unknown>) => void): void {
  const config = JSON.parse(readSiteFile(root, 'site.json')) as Record<string, unknown>;
  edit(config);
  writeSiteFile(root, 'site.json', `${JSON.stringify(config, null, 2)}\n`);
}

/** Delete a temp site. */
export function removeSite(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
