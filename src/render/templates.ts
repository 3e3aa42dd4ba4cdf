/**
 * Page shells: Eta templates with auto-escaping, compiled from their text (read by `site/assets-fs.ts`, where the
 * `--templates` folder overrides Quire's by name). Nothing here reads the disk, so render workers get the same
 * templates as the main thread from plain data.
 */
import { Eta } from 'eta/core';

/** Template text by path in `templates/`, e.g. `page.eta`, `partials/footer.eta`. */
export type TemplateSources = Record<string, string>;

/** Renders named templates (`page`, `404`, `redirect`) with data. */
export interface TemplateEngine {
  render(name: string, data: object): string;
}

/** Create an engine over `sources`; templates include each other by name (`include('partials/footer', it)`). */
export function createTemplateEngine(sources: TemplateSources): TemplateEngine {
  const eta = new Eta({ autoEscape: true, autoTrim: false, cache: true, useWith: false });
  eta.resolvePath = (template: string) => {
    const name = template.endsWith('.eta') ? template : `${template}.eta`;
    if (!Object.hasOwn(sources, name)) throw new Error(`Internal error: template "${template}" not found`);
    return name;
  };
  eta.readFile = (name: string) => sources[name];
  return { render: (name, data) => eta.render(name, data) };
}
