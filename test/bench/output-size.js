/**
 * Output size of a built site, per page: HTML bytes (raw and gzip), and the JavaScript a page loads (gzip): its
 * inline scripts plus its module scripts and everything they import statically (or VitePress preloads), each file
 * gzipped on its own, as a browser downloads them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SAMPLE = 25;

/** `{ pages, htmlKb, htmlGzipKb, jsGzipKb }` averaged over up to 25 pages spread over the site (404 excluded). */
export function outputSize(outDir) {
  const pages = htmlPages(outDir).sort();
  const step = Math.max(1, Math.floor(pages.length / SAMPLE));
  const sample = pages.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  let html = 0;
  let htmlGzip = 0;
  let js = 0;
  for (const page of sample) {
    const text = readFileSync(path.join(outDir, page), 'utf8');
    html += Buffer.byteLength(text);
    htmlGzip += gzipSync(text).length;
    js += scriptBytes(outDir, page, text);
  }
  const kb = (bytes) => Math.round((bytes / sample.length / 1024) * 10) / 10;
  return { pages: pages.length, htmlKb: kb(html), htmlGzipKb: kb(htmlGzip), jsGzipKb: kb(js) };
}

/**
 * The pages' HTML files under `outDir`, relative to it. Quire's and VitePress's own folders (`_quire`, `assets`) are
 * not walked: at 100,000 pages Pagefind's fragments alone are as many files again.
 */
function htmlPages(outDir, rel = '', found = []) {
  for (const entry of readdirSync(path.join(outDir, rel), { withFileTypes: true })) {
    if (!rel && (entry.name === '_quire' || entry.name === 'assets' || entry.name.startsWith('404'))) continue;
    const file = path.join(rel, entry.name);
    if (entry.isDirectory()) htmlPages(outDir, file, found);
    else if (entry.name.endsWith('.html')) found.push(file);
  }
  return found;
}

function scriptBytes(outDir, page, html) {
  let total = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1].trim() && !/type="application\/(ld\+)?json"/.test(match[0])) total += gzipSync(match[1]).length;
  }
  const seen = new Set();
  const queue = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ].map((src) => resolve(outDir, page, src));
  while (queue.length) {
    const file = queue.shift();
    if (!file || seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    total += gzipSync(code).length;
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g))
      queue.push(resolve(outDir, path.relative(outDir, file), m[1]));
  }
  return total;
}

function resolve(outDir, fromFile, src) {
  if (/^[a-z]+:/i.test(src) || src.startsWith('//')) return undefined;
  const clean = src.split(/[?#]/)[0];
  return clean.startsWith('/') ? path.join(outDir, clean) : path.join(outDir, path.dirname(fromFile), clean);
}
