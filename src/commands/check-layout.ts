/**
 * `quire check --layout`: build the site into a temporary folder, serve it on loopback, and run the layout audit
 * (src/layout/) in headless Chromium over its home page, an endpoint page and the `--pages` pages with the most
 * components. Each defect is a warning (`--strict`: an error) naming the page, the viewport and theme, the component
 * and a screenshot. playwright-core and Chromium are optional: without them the command says what to install.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../build.js';
import type { Diagnostic } from '../diagnostics.js';
import { formatDiagnostics, summarize } from '../diagnostics-format.js';
import { auditLayout, type LayoutDefect } from '../layout/audit.js';
import { choosePages } from '../layout/pages.js';
import { createSiteServer, listen } from '../server/http-server.js';
import { createStaticHandler } from '../server/static-files.js';
import type { Styles } from '../utils/terminal.js';

/** Options of `quire check --layout`. */
export interface LayoutCheckOptions {
  dir: string;
  /** How many of the pages with the most components to open (besides the home page and an endpoint page). */
  pages: number;
  strict?: boolean;
  allowBrokenLinks?: boolean;
  offline?: boolean;
  cacheDir?: string;
}

/** The Chromium the audit drives: `CHROMIUM_PATH`, else Debian's; never a downloaded one. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Run the layout check; returns the exit code. */
export async function runLayoutCheck(options: LayoutCheckOptions, color: boolean, s: Styles): Promise<number> {
  const chromium = await loadChromium();
  if (typeof chromium === 'string') {
    process.stderr.write(`${s.red('error')} ${chromium}\n`);
    return 1;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'quire-layout-'));
  const out = path.join(scratch, 'site');
  const shots = path.join(scratch, 'screenshots');
  let browser: Browser | undefined;
  let close: (() => void) | undefined;
  try {
    const result = await buildSite({
      root: options.dir,
      outDir: out,
      allowBrokenLinks: options.allowBrokenLinks,
      offline: options.offline,
      cacheDir: options.cacheDir,
    });
    if (!result.ok) {
      process.stderr.write(
        `${formatDiagnostics(result.diagnostics, { color })}\n${s.red('Check failed')}: the site does not build.\n`,
      );
      return 1;
    }
    const server = createSiteServer([], createStaticHandler(out, '/'));
    const port = await listen(server, 0, '127.0.0.1');
    close = () => {
      server.closeAllConnections();
      server.close();
    };
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const pages = choosePages(out, options.pages);
    const started = Date.now();
    const defects = await auditLayout(browser, pages, { siteUrl: `http://127.0.0.1:${port}/`, screenshotDir: shots });
    const diagnostics = defects.map((d) => toDiagnostic(d, options.strict === true));
    if (diagnostics.length) process.stderr.write(`${formatDiagnostics(diagnostics, { color })}\n`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const errors = options.strict ? diagnostics.length : 0;
    const summary = summarize(errors, diagnostics.length - errors);
    process.stdout.write(
      `${diagnostics.length ? s.red('✗') : s.green('✓')} Checked the layout of ${pages.length} pages at 1280 and 375 px, light and dark, in ${seconds} s: ${summary}\n`,
    );
    if (diagnostics.length === 0) rmSync(shots, { recursive: true, force: true });
    return errors > 0 ? 1 : 0;
  } finally {
    await browser?.close();
    close?.();
    rmSync(out, { recursive: true, force: true });
  }
}

/** A defect as a diagnostic of the page it is on; the screenshot is its hint. */
function toDiagnostic(defect: LayoutDefect, strict: boolean): Diagnostic {
  const text = defect.text ? ` "${defect.text}"` : '';
  return {
    severity: strict ? 'error' : 'warning',
    rule: defect.rule,
    file: defect.page.file,
    message: `${defect.component}${text} at ${defect.variant}: ${defect.message}`,
    ...(defect.screenshot && { hint: `see ${defect.screenshot}` }),
  };
}

/** playwright-core's `chromium`, or a sentence saying what is missing. */
async function loadChromium(): Promise<typeof import('playwright-core').chromium | string> {
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return 'quire check --layout drives Chromium with playwright-core, which is not installed: run `npm install --save-dev playwright-core`';
  }
  if (!existsSync(CHROMIUM))
    return `quire check --layout needs Chromium at ${CHROMIUM} (Debian/Ubuntu: \`apt-get install chromium\`), or its path in CHROMIUM_PATH`;
  return chromium;
}
