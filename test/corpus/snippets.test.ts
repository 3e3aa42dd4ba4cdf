/**
 * Snippets in the real Mintlify projects of the shared corpus: every page that includes one is rendered, and each
 * included snippet's text must be in it; the only missing snippet is the one trigger.dev deleted upstream; JSX
 * components render, or are reported with their file and line when they need a runtime.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load-fs.js';
import { renderMarkdown, type LinkContext, type RenderedMarkdown } from '../../src/markdown/index.js';
import { corpusPath, describeCorpus } from '../helpers/shared-corpus.js';

interface Project {
  content: Awaited<ReturnType<typeof loadContent>>;
  snippets: Record<string, string>;
  /** Every page that names a snippet, rendered. */
  rendered: Map<string, RenderedMarkdown>;
}

/** Pages that include a snippet or define a component. */
const INCLUDES = /^import\s[^\n]*\sfrom\s+["']\/_?snippets\/|<Snippet\s|^export const [A-Z]/m;

async function renderProject(folder: string): Promise<Project> {
  const content = await loadContent(corpusPath('mintlify-projects', folder));
  const snippets = Object.fromEntries(content.snippets ?? []);
  const urlByPath: Record<string, string> = {};
  for (const path of content.pages.keys()) urlByPath[path] = `/${path.replace(/(?:^|\/)index\.mdx?$|\.mdx?$/, '')}/`;
  const context: LinkContext = { base: '/', urlByPath, assets: {} };
  const rendered = new Map<string, RenderedMarkdown>();
  for (const [path, raw] of content.pages) {
    if (INCLUDES.test(raw)) rendered.set(path, renderMarkdown({ path, raw, snippets }, context));
  }
  return { content, snippets, rendered };
}

/** The text a reader sees in `html`, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x3C;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Each include of a snippet whose content has no `{expressions}` (so it reads the same wherever it is included), with
 * the snippet's text rendered on its own, which must be part of the page's text.
 */
function staticIncludes(project: Project): Array<{ page: string; snippet: string }> {
  const found: Array<{ page: string; snippet: string }> = [];
  for (const page of project.rendered.keys()) {
    const raw = project.content.pages.get(page) ?? '';
    for (const m of raw.matchAll(/^import\s+(\w+)\s+from\s+["']\/(_?snippets\/[^"']+\.mdx)["']/gm)) {
      if (new RegExp(`<${m[1]}[\\s/>]`).test(raw)) found.push({ page, snippet: m[2] });
    }
    for (const m of raw.matchAll(/<Snippet\s+file="([^"]+)"/g)) {
      const snippet = ['snippets/', '_snippets/'].map((f) => f + m[1]).find((p) => p in project.snippets);
      if (snippet) found.push({ page, snippet });
    }
  }
  // `{` other than a prop's (`cols={3}`) is an expression: its text depends on the include.
  return found.filter(({ snippet }) => !/(?:^|[^=])\{/.test(project.snippets[snippet] ?? '{'));
}

function expectSnippetTextInPages(project: Project): number {
  const context: LinkContext = { base: '/', urlByPath: {}, assets: {} };
  const missing: string[] = [];
  const includes = staticIncludes(project);
  for (const { page, snippet } of includes) {
    const raw = project.snippets[snippet];
    const alone = visibleText(renderMarkdown({ path: snippet, raw, snippets: project.snippets }, context).html);
    if (!visibleText(project.rendered.get(page)?.html ?? '').includes(alone)) missing.push(`${snippet} in ${page}`);
  }
  expect(missing).toEqual([]);
  return includes.length;
}

function problems(project: Project, rule: string): string[] {
  return [...project.rendered.values()]
    .flatMap((r) => r.diagnostics)
    .filter((d) => d.rule === rule)
    .map((d) => `${d.file}:${d.position?.line} ${d.message}`)
    .sort();
}

describeCorpus('snippets in the Mintlify projects', () => {
  describe('trigger.dev', () => {
    let project: Project;
    it('reads 45 snippets, none of them a page', async () => {
      project = await renderProject('triggerdotdev__trigger.dev@440d413');
      expect(project.content.snippets?.size).toBe(45);
      expect([...project.content.pages.keys()].filter((p) => /^_?snippets\//.test(p))).toEqual([]);
    }, 120_000);

    it('reports the snippet deleted upstream where its 3 pages import it, and nothing else missing', () => {
      expect(problems(project, 'mdx/missing-snippet')).toEqual([
        'guides/frameworks/nextjs.mdx:17 snippet "/snippets/worker-failed-to-start.mdx" does not exist',
        'guides/frameworks/supabase-edge-functions-basic.mdx:17 snippet "/snippets/worker-failed-to-start.mdx" does not exist',
        'guides/frameworks/supabase-edge-functions-database-webhooks.mdx:13 snippet "/snippets/worker-failed-to-start.mdx" does not exist',
      ]);
      expect(problems(project, 'mdx/snippet-prop')).toEqual([]);
    });

    it('puts each included snippet’s text in its page', () => {
      expect(expectSnippetTextInPages(project)).toBe(99);
    });

    it('fills props in: `<Prerequisites framework="Next.js" />`', () => {
      expect(project.rendered.get('guides/frameworks/nextjs.mdx')?.html).toContain(
        '<li>Setup a project in Next.js</li>',
      );
    });
  });

  describe('Prefect', () => {
    let project: Project;
    it('renders the components its snippets export with the values they export', async () => {
      project = await renderProject('PrefectHQ__prefect@d56a01c');
      expect(project.content.snippets?.size).toBe(10);
      const html = project.rendered.get('v3/deploy/index.mdx')?.html ?? '';
      expect(html).toContain(
        '<p>You can manage deployments with the <a href="https://registry.terraform.io/providers/PrefectHQ/prefect/latest/docs/resources/deployment">Terraform provider for Prefect</a>.</p>',
      );
      for (const rule of [
        'mdx/missing-snippet',
        'mdx/missing-export',
        'mdx/component-needs-runtime',
        'mdx/unknown-component',
      ])
        expect(problems(project, rule), rule).toEqual([]);
      expect(expectSnippetTextInPages(project)).toBe(6);
    }, 120_000);
  });

  describe('mem0', () => {
    it('shows the 20 `<Snippet file="get-help.mdx" />` from _snippets/', async () => {
      const project = await renderProject('mem0ai__mem0@cc9acb7');
      expect(project.content.snippets?.size).toBe(2);
      expect(expectSnippetTextInPages(project)).toBe(20);
      expect(problems(project, 'mdx/missing-snippet')).toEqual([]);
    }, 120_000);
  });

  describe('Hanko', () => {
    it('includes its 11 snippets wherever they are imported', async () => {
      const project = await renderProject('teamhanko__docs');
      expect(project.content.snippets?.size).toBe(11);
      expect(expectSnippetTextInPages(project)).toBe(56);
      for (const rule of ['mdx/missing-snippet', 'mdx/unknown-component', 'mdx/snippet-prop'])
        expect(problems(project, rule), rule).toEqual([]);
    }, 120_000);
  });

  describe('Checkly', () => {
    it('reads its .jsx snippets as JavaScript: components render, those with hooks in the sandbox', async () => {
      const project = await renderProject('checkly__docs');
      expect(problems(project, 'mdx/syntax')).toEqual([]);
      expect(problems(project, 'mdx/missing-export')).toEqual([]);
      // CLITip (a doc comment above it) and YoutubeCallout (an arrow function returning JSX) render.
      expect(project.rendered.get('platform/snippets/overview.mdx')?.html).toContain('Checkly CLI tip');
      expect(project.rendered.get('guides/playwright-environments.mdx')?.html).toContain('aria-label="YouTube video"');
      // Those with hooks or calls run in the sandbox: YoutubeEmbed builds its embed URL with URLSearchParams, the
      // others render with their state at its initial value, their event handlers named once per page.
      expect(project.rendered.get('guides/agentic-workflows.mdx')?.html).toContain('<iframe');
      for (const rule of [
        'mdx/component-needs-runtime',
        'mdx/component-error',
        'mdx/component-limit',
        'mdx/unsafe-output',
      ])
        expect(problems(project, rule), rule).toEqual([]);
      const handlers = new Set(problems(project, 'mdx/event-handler').map((p) => p.replace(/^[^ ]+ /, '')));
      expect([...handlers].sort()).toEqual([
        '<CopyPromptButton> (snippets/copy-prompt-button.jsx) sets `onClick`: event handlers cannot run in a static page; Quire renders the component without them',
        '<SetupFlow> (snippets/setup-flow.jsx) sets `onClick`, `onFocus`: event handlers cannot run in a static page; Quire renders the component without them',
      ]);
    }, 120_000);
  });

  describe('Mintlify’s own docs', () => {
    it('renders static JSX components, and runs those with logic in the sandbox', async () => {
      const project = await renderProject('mintlify__docs');
      // A component the page defines (ThemeCard), and one a .jsx snippet exports (PreviewButton).
      expect(project.rendered.get('customize/themes.mdx')?.html).toContain(
        '<a class="mt-4 gap-10 group cursor-pointer" href="https://mint.mintlify.site">',
      );
      expect(project.rendered.get('ai/llmstxt.mdx')?.html).toMatch(
        /<a href="https:\/\/mintlify\.com\/docs\/llms\.txt" class="[^"]*not-prose">/,
      );
      // Components with hooks (useState, useEffect) render as their server render does: the counter at 0, the
      // generator's inputs at their initial values, the playground's code from a component passed as a prop.
      expect(project.rendered.get('customize/react-components.mdx')?.html).toMatch(
        /aria-label="Decrease">-<\/button><div class="[^"]*">0<\/div>/,
      );
      expect(project.rendered.get('deploy/vercel.mdx')?.html).toContain('value="[SUBDOMAIN]"');
      expect(problems(project, 'mdx/component-needs-runtime')).toEqual([]);
      expect(problems(project, 'mdx/component-error')).toEqual([]);
      expect(problems(project, 'mdx/component-limit')).toEqual([]);
      expect(problems(project, 'mdx/unsafe-output')).toEqual([]);
      expect(problems(project, 'mdx/event-handler')).toEqual([
        'assistant/widget.mdx:42 <AssistantWidgetPlayground> (snippets/assistant-widget-playground.jsx) sets `onBlur`, `onChange`, `onClick`, `onFocus`, `onInput`, `onKeyDown`, `onPointerDown`: event handlers cannot run in a static page; Quire renders the component without them',
        'customize/react-components.mdx:215 <ColorGenerator> (snippets/color-generator.jsx) sets `onChange`: event handlers cannot run in a static page; Quire renders the component without them',
        'customize/react-components.mdx:49 <Counter> (customize/react-components.mdx) sets `onClick`: event handlers cannot run in a static page; Quire renders the component without them',
        'deploy/vercel.mdx:66 <VercelJsonGenerator> (snippets/vercel-json-generator.mdx) sets `onChange`, `onClick`: event handlers cannot run in a static page; Quire renders the component without them',
      ]);
    }, 120_000);
  });
});
