/**
 * The pages' Markdown versions kept on disk until `llms-full.txt` is written: pages arrive in any order and the file
 * wants them in navigation order, and on a large site they are hundreds of megabytes, more than a build should hold
 * in memory. Each page's Markdown is appended to a temporary file as it arrives and read back by its offset; a page
 * unchanged since the last build is read from where it sits in that build's `llms-full.txt` instead.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Bytes read at once by {@link MarkdownSpool.bytes}. */
const WINDOW = 1 << 20;

/** Markdown by page index, on disk. */
export interface MarkdownSpool {
  add(index: number, markdown: string): void;
  /** Take page `index`'s Markdown from `length` bytes at `offset` of the file `file` (read when needed). */
  addFrom(index: number, file: string, offset: number, length: number): void;
  /** The Markdown of page `index`, or '' when it never came. */
  get(index: number): string;
  /**
   * The Markdown of page `index` as bytes (empty when it never came), read a window at a time: pages asked for in the
   * order they sit in a file cost one read per megabyte, not one each. Valid until the spool is closed.
   */
  bytes(index: number): Buffer;
  /** A fresh file in the spool's folder (deleted with it), for a file assembled from the pages. */
  scratchFile(name: string): string;
  /** Delete the spool. */
  close(): void;
}

/** Open an empty spool in the system's temporary folder. */
export function createMarkdownSpool(): MarkdownSpool {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-markdown-'));
  const fd = openSync(path.join(dir, 'pages'), 'w+');
  const spans = new Map<number, [offset: number, length: number, fd: number]>();
  // Other files pages' Markdown is read from, opened once each.
  const others = new Map<string, number>();
  let end = 0;
  let closed = false;
  // The last window read of each file (own or other).
  const windows = new Map<number, { start: number; bytes: Buffer }>();
  return {
    add(index, markdown) {
      const bytes = Buffer.from(markdown);
      writeSync(fd, bytes, 0, bytes.length, end);
      spans.set(index, [end, bytes.length, fd]);
      end += bytes.length;
    },
    addFrom(index, file, offset, length) {
      let other = others.get(file);
      if (other === undefined) {
        other = openSync(file, 'r');
        others.set(file, other);
      }
      spans.set(index, [offset, length, other]);
    },
    get(index) {
      const span = spans.get(index);
      if (!span) return '';
      const bytes = Buffer.alloc(span[1]);
      readSync(span[2], bytes, 0, span[1], span[0]);
      return bytes.toString('utf8');
    },
    bytes(index) {
      const span = spans.get(index);
      if (!span) return Buffer.alloc(0);
      const [offset, length, from] = span;
      let window = windows.get(from);
      if (!window || offset < window.start || offset + length > window.start + window.bytes.length) {
        // Never past what was written to the spool's own file (it may still grow).
        const size = Math.max(length, Math.min(WINDOW, from === fd ? end - offset : WINDOW));
        // Zero-filled, as `get` reads: a file shorter than its span gives zeros, never another read's bytes.
        const bytes = Buffer.alloc(size);
        readSync(from, bytes, 0, size, offset);
        window = { start: offset, bytes };
        windows.set(from, window);
      }
      return window.bytes.subarray(offset - window.start, offset - window.start + length);
    },
    scratchFile: (name) => path.join(dir, path.basename(name)),
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
      for (const other of others.values()) closeSync(other);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
