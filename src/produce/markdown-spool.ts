/**
 * The pages' Markdown versions kept on disk until `llms-full.txt` is written: pages arrive in any order and the file
 * wants them in navigation order, and on a large site they are hundreds of megabytes, more than a build should hold
 * in memory. Each page's Markdown is appended to a temporary file as it arrives and read back by its offset.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Markdown by page index, on disk. */
export interface MarkdownSpool {
  add(index: number, markdown: string): void;
  /** The Markdown of page `index`, or '' when it never came. */
  get(index: number): string;
  /** A fresh file in the spool's folder (deleted with it), for a file assembled from the pages. */
  scratchFile(name: string): string;
  /** Delete the spool. */
  close(): void;
}

/** Open an empty spool in the system's temporary folder. */
export function createMarkdownSpool(): MarkdownSpool {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-markdown-'));
  const fd = openSync(path.join(dir, 'pages'), 'w+');
  const spans = new Map<number, [offset: number, length: number]>();
  let end = 0;
  let closed = false;
  return {
    add(index, markdown) {
      const bytes = Buffer.from(markdown);
      writeSync(fd, bytes, 0, bytes.length, end);
      spans.set(index, [end, bytes.length]);
      end += bytes.length;
    },
    get(index) {
      const span = spans.get(index);
      if (!span) return '';
      const bytes = Buffer.alloc(span[1]);
      readSync(fd, bytes, 0, span[1], span[0]);
      return bytes.toString('utf8');
    },
    scratchFile: (name) => path.join(dir, path.basename(name)),
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
