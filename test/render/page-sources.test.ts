/**
 * What a page needs from the Content-Security-Policy (render/page-sources.ts) and the policy made from it
 * (render/security-headers.ts): the origins of embeds and media, `style` attributes, and nothing for what only looks
 * like markup (code blocks, scripts, comments).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mergePageSources, pageSources } from '../../src/render/page-sources.js';
import { createContentSecurityPolicy } from '../../src/render/security-headers.js';

/** The sources of one directive of `policy`, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string[] | undefined {
  return policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
}

describe('pageSources', () => {
  it('finds iframe origins (absolute, scheme-relative, same-site) and style attributes', () => {
    const html =
      '<div style="display:flex"><iframe src="https://www.youtube.com/embed/x?a=1&amp;b=2" allowfullscreen></iframe>' +
      '<iframe src="//www.loom.com/embed/y"></iframe><iframe src="/demo/index.html"></iframe></div>';
    expect(pageSources(html)).toEqual({
      frame: ["'self'", 'https://www.loom.com', 'https://www.youtube.com'],
      styleAttribute: true,
    });
  });

  it('finds them whatever their case and spacing (a page without any of them is not read tag by tag)', () => {
    expect(pageSources('<IFRAME\tSRC="https://a.example.com/x"></IFRAME>')).toEqual({
      frame: ['https://a.example.com'],
    });
    expect(pageSources('<p\nSTYLE = "color:red">x</p>')).toEqual({ styleAttribute: true });
    expect(pageSources('<video/src="https://v.example.com/a.mp4">')).toBeUndefined();
    expect(pageSources('<p data-x="a" style>x</p>')).toEqual({ styleAttribute: true });
    expect(pageSources('<ifr<!-- split -->ame src="https://b.example.com/"></iframe>')).toEqual({
      frame: ['https://b.example.com'],
    });
    expect(
      pageSources('<link rel="stylesheet" href="/a.css"><iframes src="https://c.example.com/"><p data-style="x">'),
    ).toBeUndefined();
  });

  it('reads video, audio, source and track as media, but a <source> in a <picture> as an image', () => {
    const html =
      '<video controls src="https://cdn.example.com/a.mp4"><track src="https://subs.example.com/a.vtt"></video>' +
      '<audio><source src="https://audio.example.com/a.mp3" type="audio/mpeg"></audio>' +
      '<picture><source srcset="https://img.example.com/a.avif" src="https://img.example.com/a.avif"><img src="https://img.example.com/a.png"></picture>';
    expect(pageSources(html)).toEqual({
      media: ['https://audio.example.com', 'https://cdn.example.com', 'https://subs.example.com'],
    });
  });

  it('ignores what only looks like markup: escaped code, script and style text, comments, data and blob URLs', () => {
    const html =
      '<pre><code>&lt;iframe src="https://evil.example/" style="x"&gt;</code></pre>' +
      '<script>document.body.innerHTML = "<iframe src=\\"https://script.example/\\" style=\\"a\\">"</script>' +
      '<style>iframe[src="https://css.example/"] { color: red }</style>' +
      '<!-- <iframe src="https://comment.example/"></iframe> -->' +
      '<video src="data:video/mp4;base64,AAAA"></video><video src="blob:https://x.example/1"></video>';
    // The <style> element itself is allowed by its hash; what its text names is not markup.
    expect(pageSources(html)).toEqual({ style: [sha256('iframe[src="https://css.example/"] { color: red }')] });
  });

  it("hashes each <style> element's text exactly as written, once per distinct sheet", () => {
    const sheet = '\n  .ckly-grid { display: grid; }\n  @keyframes ckly-in { from { opacity: 0 } }\n';
    const html = `<div><style>${sheet}</style><p>x</p><STYLE media="print">${sheet}</STYLE><style></style></div>`;
    expect(pageSources(html)).toEqual({ style: [sha256(''), sha256(sheet)].sort() });
  });

  it('does not end a tag at a > inside a quoted value', () => {
    const html = '<a title="a > b" style="color:red">x</a><iframe data-x="<b>" src="https://www.youtube.com/embed/1">';
    expect(pageSources(html)).toEqual({ frame: ['https://www.youtube.com'], styleAttribute: true });
  });

  it('leaves out a host a policy cannot name (a ; in it would add a directive)', () => {
    expect(pageSources('<iframe src="https://a.example;sandbox/x"></iframe>')).toBeUndefined();
  });

  it('merges pages sorted and without duplicates, whatever their order', () => {
    const a = pageSources('<iframe src="https://www.youtube.com/embed/1"></iframe>');
    const b = pageSources('<iframe src="https://www.loom.com/embed/1"></iframe><p style="x"></p>');
    const c = pageSources('<video src="https://cdn.example.com/v.mp4"></video>');
    const merged = mergePageSources([a, undefined, b, c, a]);
    expect(merged).toEqual({
      frame: ['https://www.loom.com', 'https://www.youtube.com'],
      media: ['https://cdn.example.com'],
      styleAttribute: true,
    });
    expect(mergePageSources([c, b, a])).toEqual(merged);
  });
});

describe('the policy for what pages use', () => {
  const base = { sampleHtml: '', connect: [] };

  it('without embeds or style attributes: no frame-src, media-src or style-src-attr (default-src applies)', () => {
    const policy = createContentSecurityPolicy({ ...base, pages: {} });
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'media-src')).toBeUndefined();
    expect(directive(policy, 'style-src-attr')).toBeUndefined();
    expect(policy).not.toContain('unsafe-inline');
  });

  it('names exactly the embedded origins, and allows style attributes only, never inline <style> or scripts', () => {
    const policy = createContentSecurityPolicy({
      ...base,
      pages: {
        frame: ["'self'", 'https://www.youtube.com'],
        media: ['https://cdn.example.com'],
        styleAttribute: true,
      },
    });
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://www.youtube.com']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it("allows a page's <style> elements by their hashes only: no 'unsafe-inline' for sheets", () => {
    const a = sha256('.a { color: red }');
    const b = sha256('.b { color: blue }');
    const merged = mergePageSources([{ style: [b] }, undefined, { style: [a, b] }]);
    expect(merged).toEqual({ style: [a, b].sort() });
    const policy = createContentSecurityPolicy({ ...base, pages: merged });
    expect(directive(policy, 'style-src')).toEqual(["'self'", ...[a, b].sort()]);
    expect(directive(policy, 'style-src-attr')).toBeUndefined();
    expect(policy).not.toContain('unsafe-inline');
  });

  it('allows style attributes when the docs folder has scripts of its own, which may write them', () => {
    const policy = createContentSecurityPolicy({ ...base, pages: {}, authorScripts: true });
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('a same-site frame alone adds no frame-src: default-src already allows it', () => {
    const policy = createContentSecurityPolicy({ ...base, pages: { frame: ["'self'"] } });
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('merges page media with the analytics services’ media hosts', () => {
    const policy = createContentSecurityPolicy({
      ...base,
      analytics: { intercom: { appId: 'abc' } },
      pages: { media: ['https://cdn.example.com'] },
    } as Parameters<typeof createContentSecurityPolicy>[0]);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://cdn.example.com', 'https://js.intercomcdn.com']);
  });
});

/** The policy source of a `<style>` element with text `css`. */
function sha256(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}
