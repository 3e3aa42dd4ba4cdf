/** `quire dev`: serve a docs folder with live reload until Ctrl-C. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startDevServer, type DevServer } from '../dev/server.js';
import type { Styles } from '../utils/terminal.js';
import { reportListenError } from './listen-error.js';

/** Options of the dev command, as parsed from the command line. */
export interface DevCommandOptions {
  dir: string;
  port: number;
  host: string;
  base?: string;
  open?: boolean;
  allowOpenapiRoots?: string[];
  /** `--cache-dir`: the cache folder. @default `<dir>/.quire/cache` */
  cacheDir?: string;
  /** `--templates`: the template overrides folder (absolute); trusted code. */
  templates?: string;
}

/** Run the dev server until the process is stopped. Returns an exit code when it cannot start or fails. */
export async function runDevCommand(options: DevCommandOptions, color: boolean, s: Styles): Promise<number> {
  const root = path.resolve(options.dir);
  if (!existsSync(root)) {
    process.stderr.write(`${s.red('error')} no folder at ${options.dir}; pass the docs folder that holds site.json\n`);
    return 1;
  }
  const startedAt = performance.now();
  let fail!: (error: unknown) => void;
  const failed = new Promise<unknown>((resolve) => (fail = resolve));
  let server: DevServer;
  try {
    server = await startDevServer({
      root,
      port: options.port,
      host: options.host,
      base: options.base,
      allowOpenapiRoots: options.allowOpenapiRoots,
      cacheDir: options.cacheDir,
      templates: options.templates,
      color,
      log: (text) => process.stdout.write(`${s.dim(time())} ${text}`),
      logProblems: (text) => process.stderr.write(text),
      onFatal: fail,
    });
  } catch (error) {
    if (reportListenError(error, options.port, s)) return 1;
    throw error;
  }
  const { pages } = server.session.stats();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  process.stdout.write(
    `${s.green('✓')} Serving ${options.dir} (${pages} pages) at ${s.bold(server.url)} in ${seconds} s; watching for changes (Ctrl-C to stop)\n`,
  );
  if (options.open) openBrowser(server.url);

  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  const outcome = await Promise.race([stopped.then(() => undefined), failed.then((error) => ({ error }))]);
  await server.close();
  if (outcome) {
    const error = outcome.error;
    process.stderr.write(
      `${s.red('quire: internal error')} (a bug in Quire, not in your site):\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  }
  return 0;
}

/** Open `url` in the default browser; failing to is not an error (there may be no browser). */
function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener available: the URL is printed above.
  }
}

function time(): string {
  return new Date().toTimeString().slice(0, 8);
}
