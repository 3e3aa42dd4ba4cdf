/**
 * The edits the rebuild rows of the benchmark make to a generated site (generate-site.js): append to a page, add a
 * page to the navigation, delete it again. A page the navigation does not list would be built with a warning, so an
 * added page is listed in site.json too, in the group of an existing page, as an author would.
 */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Append a sentence to the page `slug` (e.g. `guides/page-00007`). */
export function editPage(site, slug, i) {
  appendFileSync(path.join(site, `${slug}.md`), `\nEdited for rebuild ${i}: a new sentence about caching.\n`);
}

/** Write the page `slug` and list it in site.json right after `beside`, in that page's group. */
export function addPage(site, slug, beside) {
  const title = `Added page ${path.basename(slug)}`;
  writeFileSync(
    path.join(site, `${slug}.md`),
    `---\ntitle: "${title}"\ndescription: "A page added between two rebuilds."\n---\n\nA new page about rotating a token.\n\n## Usage\n\nSee [the first guide](/guides/page-00000).\n`,
  );
  editNavigation(site, (pages) => {
    const at = pages.indexOf(beside);
    if (at !== -1) pages.splice(at + 1, 0, slug);
  });
}

/** Delete the page `slug` and its place in site.json. */
export function deletePage(site, slug) {
  rmSync(path.join(site, `${slug}.md`));
  editNavigation(site, (pages) => {
    const at = pages.indexOf(slug);
    if (at !== -1) pages.splice(at, 1);
  });
}

/** Apply `edit` to every group's `pages` in site.json (the generator's flat list of groups). */
function editNavigation(site, edit) {
  const file = path.join(site, 'site.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  for (const group of config.navigation) edit(group.pages);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
