/** A test client for the dev server's event stream, standing in for one open tab. */
import { request, type ClientRequest } from 'node:http';

/** One server-sent event. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/** A connected tab. */
export interface SseTab {
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** The next event named `event` that `take` has not returned yet (waits for it). */
  take(event: string, timeoutMs?: number): Promise<SseEvent>;
  /** Names of the events received before the `index`-th one. */
  namesBefore(event: SseEvent): string[];
  close(): void;
}

/** Connect as a tab showing `pathname` (optionally with the hash of the HTML it got); resolves after `hello`. */
export function openTab(port: number, pathname: string, hash?: string): Promise<SseTab> {
  const events: SseEvent[] = [];
  const taken = new Set<SseEvent>();
  let wake: () => void = () => {};
  let req: ClientRequest;
  const query = `path=${encodeURIComponent(pathname)}${hash ? `&hash=${hash}` : ''}`;

  const tab: SseTab = {
    events,
    async take(event, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === event && !taken.has(e));
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no "${event}" event for ${pathname}; got: ${events.map((e) => e.event).join(', ')}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    namesBefore: (event) => events.slice(0, events.indexOf(event)).map((e) => e.event),
    close: () => req.destroy(),
  };

  return new Promise((resolve, reject) => {
    req = request({ host: '127.0.0.1', port, path: `/__quire/events?${query}` }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name === undefined) continue;
          events.push({ event: name, data: data === undefined ? undefined : JSON.parse(data) });
          if (name === 'hello') resolve(tab);
          wake();
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.end();
  });
}
