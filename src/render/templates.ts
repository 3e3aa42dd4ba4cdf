/**
 * Page shells: Eta templates with auto-escaping. A docs project overrides any template by putting a file of the
 * same name in its own `templates/` folder; everything else falls back to Quire's `templates/`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

/** Quire's own templates folder. */
export const BUILTIN_TEMPLATES = fileURLToPath(new URL('../../templates/', import.meta.url));

/** Renders named templates (`page`, `404`, `redirect`) with data. */
export interface TemplateEngine {
  render(name: string, data: object): string;
}

/** Create an engine that looks for each template in `overrideDir` first, then in Quire's templates. */
export function createTemplateEngine(overrideDir?: string): TemplateEngine {
  const dirs = overrideDir ? [overrideDir, BUILTIN_TEMPLATES] : [BUILTIN_TEMPLATES];
  const eta = new Eta({ views: BUILTIN_TEMPLATES, autoEscape: true, autoTrim: false, cache: true, useWith: false });
  const resolved = new Map<string, string>();
  eta.resolvePath = (template: string) => {
    let hit = resolved.get(template);
    if (hit) return hit;
    const name = template.endsWith('.eta') ? template : `${template}.eta`;
    if (path.isAbsolute(name) || name.split(/[\\/]/).includes('..')) {
      throw new Error(`Internal error: template name "${template}" must be relative`);
    }
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) {
        hit = candidate;
        break;
      }
    }
    if (!hit) throw new Error(`Internal error: template "${template}" not found in ${dirs.join(', ')}`);
    resolved.set(template, hit);
    return hit;
  };
  return { render: (name, data) => eta.render(name, data) };
}
