/**
 * VitePress, for the side-by-side benchmark: installed from the npm registry into a temporary folder (it is not a
 * dependency of Quire), and given the same pages as the Quire site with a sidebar equivalent to Quire's navigation:
 * every group of every anchor and tab, on every page ("full sidebar"), and the anchors and tabs in the top nav.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdir, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The VitePress version the benchmark installs. */
export const VITEPRESS_VERSION = '1.6.4';

/**
 * Install VitePress into a folder under the system temp folder (kept between runs, so only the first run downloads
 * it). Returns the path of its CLI and the folder: sites must be generated inside it, where `vue` resolves.
 */
export function installVitePress() {
  const dir = path.join(os.tmpdir(), `quire-bench-vitepress-${VITEPRESS_VERSION}`);
  const cli = path.join(dir, 'node_modules', 'vitepress', 'bin', 'vitepress.js');
  if (!existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
    console.log(`Installing vitepress@${VITEPRESS_VERSION} into ${dir} …`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `vitepress@${VITEPRESS_VERSION}`], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return { cli, dir };
}

/** Copy the pages of the Quire site `quireDir` into `dir` with a `.vitepress/config.mjs` equivalent to its site.json. */
export async function generateVitePressSite(quireDir, dir) {
  const site = JSON.parse(readFileSync(path.join(quireDir, 'site.json'), 'utf8'));
  await mkdir(path.join(dir, '.vitepress'), { recursive: true });
  for (const entry of await readdir(quireDir, { withFileTypes: true })) {
    if (entry.name.endsWith('.md') || (entry.isDirectory() && !entry.name.startsWith('.'))) {
      await cp(path.join(quireDir, entry.name), path.join(dir, entry.name), { recursive: true });
    }
  }
  const titleOf = (page) =>
    readFileSync(path.join(quireDir, `${page}.md`), 'utf8').match(/^title: "(.*)"$/m)?.[1] ?? page;
  const sidebar = site.navigation.map((group) => ({
    text: group.group,
    collapsed: false,
    items: group.pages.map((page) => ({ text: titleOf(page), link: `/${page}` })),
  }));
  const firstPage = (prefix) => site.navigation.flatMap((g) => g.pages).find((page) => page.startsWith(`${prefix}/`));
  const nav = [...site.anchors, ...site.tabs].map((item) => ({ text: item.name, link: `/${firstPage(item.url)}` }));
  const config = { title: site.name, cleanUrls: true, themeConfig: { nav, sidebar } };
  writeFileSync(path.join(dir, '.vitepress', 'config.mjs'), `export default ${JSON.stringify(config)};\n`);
}
