/**
 * Start `quire proxy` or `quire preview` as a user does (the compiled CLI, a free port) and stop it again; plus the
 * small fixtures these servers need: a docs folder whose API base URL is a loopback server, and a built-site folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { writeFixture } from '../../helpers/site-fixture.js';

/** A running `quire` server process. */
export interface CliServer {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
const folders: string[] = [];

/** Spawn `quire <args> --port 0` and wait until it prints the URL it listens on. */
export function startCli(args: string[]): Promise<CliServer> {
  const child = spawn(process.execPath, ['bin/quire.js', ...args, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      if (match && output.includes('Ctrl-C'))
        resolve({ child, port: Number(match[2]), origin: match[1], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`quire ${args[0]} exited with ${code}: ${output}`)));
  });
}

/** A docs folder whose `api.baseUrl` is `baseUrl`. */
export function docsFolder(baseUrl: string): string {
  return track(
    writeFixture({
      'site.json': { name: 'Security test', navigation: [{ group: 'Docs', pages: ['index'] }], api: { baseUrl } },
      'index.md': '---\ntitle: Home\n---\n\nHello.\n',
    }),
  );
}

/** A folder as `quire build` leaves it, reduced to what a static server needs: pages with index.html. */
export function siteFolder(files: Record<string, string> = {}): string {
  return track(writeFixture({ 'index.html': '<!doctype html><title>Home</title><p>Home page</p>\n', ...files }));
}

function track(dir: string): string {
  folders.push(dir);
  return dir;
}

/** Stop every server still running (SIGKILL: a test that failed may have left one stuck) and remove the folders. */
export async function cleanUp(): Promise<void> {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The answer to a raw request: status (0 when the server closed without answering), head as text, body as text. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Send `request` (a whole HTTP/1.1 message, with `Connection: close`) byte for byte and read until the server closes.
 * Unlike test/hardening's rawRequest the socket is not half-closed after writing, so an answer that takes a moment
 * (a file read, a forwarded request) is not cut off.
 */
export function rawExchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const head = end === -1 ? text : text.slice(0, end);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: end === -1 ? '' : text.slice(end + 4),
      });
    });
    socket.write(request);
  });
}

/** A raw GET of `target` (written into the request line as is) with `Host: host`. */
export function rawGetFull(port: number, target: string, host = `127.0.0.1:${port}`, extra = ''): Promise<RawAnswer> {
  return rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`);
}
