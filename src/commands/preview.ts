/** `quire preview`: serve a built site folder locally, as a static host would. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createHostCheck } from '../server/allowed-host.js';
import { closeServer, createSiteServer, listen, stopSignal } from '../server/http-server.js';
import { createStaticHandler } from '../server/static-files.js';
import { normalizeBase } from '../utils/url.js';
import type { Styles } from '../utils/terminal.js';
import { reportListenError } from './listen-error.js';

/** Options of the preview command. */
export interface PreviewOptions {
  dir: string;
  port: number;
  host: string;
  base?: string;
  /** More names the server may be reached by (`--allow-host`), besides loopback names, IP addresses and `host`. */
  allowHosts?: string[];
}

/** Serve `dir` until the process is stopped. Returns an exit code only when it cannot start. */
export async function runPreviewCommand(options: PreviewOptions, s: Styles): Promise<number> {
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html'))) {
    process.stderr.write(
      `${s.red('error')} ${options.dir} has no index.html; build the site first: quire build <docs> --out ${options.dir}\n`,
    );
    return 1;
  }
  const base = normalizeBase(options.base);
  const server = createSiteServer([], createStaticHandler(dir, base), {
    allowedHost: createHostCheck(options.host, options.allowHosts),
    refusedHostHint: 'To reach `quire preview` by another name, start it with --allow-host <name>.',
  });
  // Listen for Ctrl-C before anything is printed, so a stop right after the banner is never missed.
  const stopped = stopSignal();
  try {
    const port = await listen(server, options.port, options.host);
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    process.stdout.write(
      `${s.green('✓')} Serving ${options.dir} at ${s.bold(`http://${host}:${port}${base}`)} (Ctrl-C to stop)\n`,
    );
  } catch (error) {
    if (reportListenError(error, options.port, s)) return 1;
    throw error;
  }
  await stopped;
  // Every open connection ends too: a client holding a half-sent request must not keep the process alive.
  await closeServer(server);
  return 0;
}
