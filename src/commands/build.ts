/** `quire build` and `quire check`: run the pipeline and report. */
import { buildSite, type BuildResult } from '../build.js';
import { countDiagnostics } from '../diagnostics.js';
import { formatDiagnostics, summarize } from '../diagnostics-format.js';
import type { Styles } from '../utils/terminal.js';

/** Options of the build and check commands, as parsed from the command line. */
export interface BuildCommandOptions {
  command: 'build' | 'check';
  dir: string;
  out: string;
  base?: string;
  siteUrl?: string;
  strict?: boolean;
  allowBrokenLinks?: boolean;
  /** `--offline`: fetch nothing; OpenAPI URLs come from the cache. */
  offline?: boolean;
  workers?: number;
  playgroundProxy?: string;
  /** `--allow-openapi-root`: folders (absolute) and URLs OpenAPI files may also come from. */
  allowOpenapiRoots?: string[];
  /** Replace a non-empty output folder that Quire did not write. */
  force?: boolean;
  /** Print how long each stage took. */
  timings?: boolean;
  /** `--cache-dir`: the cache folder. @default `<dir>/.quire/cache` */
  cacheDir?: string;
  /** `--templates`: the template overrides folder (absolute); trusted code. */
  templates?: string;
}

/** Run `quire build` or `quire check`; returns the exit code. */
export async function runBuildCommand(options: BuildCommandOptions, color: boolean, s: Styles): Promise<number> {
  const isBuild = options.command === 'build';
  const result = await buildSite({
    root: options.dir,
    outDir: isBuild ? options.out : undefined,
    base: options.base,
    siteUrl: options.siteUrl,
    strict: options.strict,
    allowBrokenLinks: options.allowBrokenLinks,
    offline: options.offline,
    workers: options.workers,
    playgroundProxy: options.playgroundProxy,
    allowOpenapiRoots: options.allowOpenapiRoots,
    force: options.force,
    cacheDir: options.cacheDir,
    templates: options.templates,
    // `quire check` reads the docs folder as a build would: the output folder is not part of the site's sources.
    exclude: isBuild ? undefined : [options.out],
    onWaitForLock: (pid) => {
      process.stderr.write(`waiting for another quire build (pid ${pid}) to finish writing ${options.out} …\n`);
    },
  });
  if (options.timings) process.stderr.write(`${formatSteps(result.steps)}\n`);
  if (result.diagnostics.length) process.stderr.write(`${formatDiagnostics(result.diagnostics, { color })}\n`);
  const { errors, warnings } = countDiagnostics(result.diagnostics);
  if (!result.ok) {
    const why = errors === 0 && warnings > 0 ? ' (--strict turns warnings into errors)' : '';
    const what = isBuild ? 'Build failed; the output folder was left as it was' : 'Check failed';
    process.stderr.write(`${s.red(what)}: ${summarize(errors, warnings)}${why}.\n`);
    return 1;
  }
  const { pages, files, durationMs, reused, changed } = result.stats;
  const seconds = (durationMs / 1000).toFixed(2);
  const cached =
    (reused === pages && pages > 0 ? ', all from the cache' : reused > 0 ? `, ${reused} from the cache` : '') +
    (changed === undefined ? '' : `, ${changed} ${changed === 1 ? 'file' : 'files'} changed`);
  if (isBuild)
    process.stdout.write(
      `${s.green('✓')} Built ${pages} pages (${files} files) into ${options.out} in ${seconds} s${cached}\n`,
    );
  else process.stdout.write(`${s.green('✓')} Checked ${pages} pages in ${seconds} s: ${summarize(errors, warnings)}\n`);
  return 0;
}

/** `prepare 3 ms · load 120 ms · plan 31 ms · produce 2,950 ms · search 610 ms · commit 12 ms`. */
export function formatSteps(steps: BuildResult['steps']): string {
  return steps.map(({ step, ms }) => `${step} ${ms.toLocaleString('en-US')} ms`).join(' · ');
}
