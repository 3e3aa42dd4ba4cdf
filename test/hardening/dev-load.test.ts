/**
 * The dev server under load: 200 concurrent clients on loopback fetch pages, stylesheets, images and missing paths
 * for `LOAD_SECONDS` (30 s, in CI too; `LOAD_SECONDS=5` for a quick local run)
 * while a page is saved again and again and 20 open tabs follow the live-reload stream. No request fails, a tab that
 * gets `reload` never then fetches an older version than the one announced, and memory comes back to where it was.
 */
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { removeSite, writeDevSite } from '../dev/helpers/dev-site.js';
import { openTab, type SseTab } from '../dev/helpers/sse-client.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CLIENTS = 200;
const TABS = 20;
const PATHS: Array<[string, number]> = [
  ['/', 200],
  ['/guide/a/', 200],
  ['/guide/b/', 200],
  ['/guide/c/', 200],
  ['/api/ref/', 200],
  ['/images/pic.svg', 200],
  ['/nope/', 404],
  ['/guide/a', 301],
];

let root: string;
let server: DevServer;
let confirmed = 0;
const fatal: unknown[] = [];

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function page(version: number): string {
  return `---\ntitle: Alpha\n---\n\nAlpha body text. VERSION-${version}-END\n\n## Setup\n\nSet it up.\n`;
}

beforeAll(async () => {
  root = writeDevSite();
  writeFileSync(path.join(root, 'guide/a.md'), page(0));
  server = await startDevServer({
    root,
    port: 0,
    search: false,
    debounceMs: 20,
    onFatal: (error) => fatal.push(error),
  });
  await server.watching;
  await server.warmed();
});
afterAll(async () => {
  await server?.close();
  removeSite(root);
});

function fetchText(agent: Agent, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: pathname, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function versionIn(html: string): number {
  return Number(/VERSION-(\d+)-END/.exec(html)?.[1] ?? -1);
}

describe('200 clients while pages are saved', () => {
  it(`serves ${CLIENTS} concurrent clients for ${SECONDS} s with no errors, no stale reloads and stable memory`, {
    timeout: SECONDS * 1000 + 120_000,
  }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    // Warm-up, then the baseline.
    for (const [p] of PATHS) await fetchText(agent, p);
    gc();
    const before = process.memoryUsage();
    const stopAt = Date.now() + SECONDS * 1000;
    const stats = { requests: 0, errors: [] as string[], reloads: 0, saves: 0, stale: [] as string[] };

    // The author: save a new version, wait until the server has processed it, pause, again.
    const author = (async () => {
      let version = 0;
      while (Date.now() < stopAt) {
        version++;
        const done = new Promise<void>((resolve) => {
          const check = setInterval(() => {
            void server.idle().then(() => {
              if (
                versionIn(
                  server.session.resolve('/guide/a/').kind === 'html'
                    ? (server.session.resolve('/guide/a/') as { html: string }).html
                    : '',
                ) >= version
              ) {
                clearInterval(check);
                resolve();
              }
            });
          }, 20);
        });
        writeFileSync(path.join(root, 'guide/a.md'), page(version));
        stats.saves++;
        await done;
        confirmed = version;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    // Open tabs: on each reload, fetch the page again; it must be at least the version known to be out.
    const tabs: SseTab[] = [];
    const tabLoops = Array.from({ length: TABS }, async (_, i) => {
      const first = await fetchText(agent, '/guide/a/');
      let seen = versionIn(first.body);
      const tab = await openTab(server.port, '/guide/a/');
      tabs.push(tab);
      while (Date.now() < stopAt) {
        const event = await tab.take('reload', Math.max(1, stopAt - Date.now())).catch(() => undefined);
        if (!event) break;
        const floor = Math.max(confirmed, seen);
        stats.reloads++;
        const again = await fetchText(agent, '/guide/a/');
        const version = versionIn(again.body);
        if (again.status !== 200 || version < floor)
          stats.stale.push(
            `tab ${i}: got version ${version} (status ${again.status}) after a reload, expected at least ${floor}`,
          );
        seen = Math.max(seen, version);
      }
    });

    const clients = Array.from({ length: CLIENTS }, async (_, i) => {
      let n = i;
      while (Date.now() < stopAt) {
        const [pathname, expected] = PATHS[n++ % PATHS.length];
        try {
          const answer = await fetchText(agent, pathname);
          stats.requests++;
          if (answer.status !== expected) stats.errors.push(`${pathname}: ${answer.status}`);
        } catch (error) {
          stats.errors.push(`${pathname}: ${String(error)}`);
        }
      }
    });

    await Promise.all([author, ...tabLoops, ...clients]);
    for (const tab of tabs) tab.close();
    agent.destroy();
    await server.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
    const after = process.memoryUsage();
    const mb = (n: number) => Math.round(n / 1e6);
    console.log(
      `dev load: ${stats.requests} requests by ${CLIENTS} clients in ${SECONDS} s, ${stats.errors.length} errors, ${stats.saves} saves, ${stats.reloads} reloads checked, ` +
        `${stats.stale.length} stale; heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, RSS ${mb(before.rss)} → ${mb(after.rss)} MB`,
    );
    expect(stats.errors.slice(0, 5)).toEqual([]);
    expect(stats.stale.slice(0, 5)).toEqual([]);
    expect(stats.requests).toBeGreaterThan(CLIENTS * SECONDS);
    expect(stats.reloads).toBeGreaterThan(TABS);
    expect(server.hub.size).toBe(0);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(64 * 1024 * 1024);
    expect(fatal).toEqual([]);
  });
});
