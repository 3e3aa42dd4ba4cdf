/** `Frame`, `Icon`, `Tooltip`, `Badge`. */
import { describe, expect, test } from 'vitest';
import { count, problems, render } from './reference-helpers.js';

describe('Frame', () => {
  test('is a figure; its caption is inline markdown whose links are rewritten and checked', () => {
    const result = render(
      '<Frame caption="A **framed** shot, see the [other page](/other#top) and [Mintlify](https://mintlify.com).">',
      '  <img src="/images/shot.png" alt="A shot" />',
      '</Frame>',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<figure class="q-frame"><div class="q-frame-media"><img src="/docs/images/shot.png" alt="A shot"></div>' +
        '<figcaption class="q-frame-caption">A <strong>framed</strong> shot, see the ' +
        '<a href="/docs/other/#top">other page</a> and <a href="https://mintlify.com">Mintlify</a>.</figcaption></figure>',
    );
    expect(result.links).toEqual([
      expect.objectContaining({ href: '/other#top', targetPath: 'other.mdx', fragment: 'top' }),
    ]);
  });

  test('a broken or unsafe caption link is reported at the frame', () => {
    const broken = render('', '<Frame caption="See [this](/nowhere).">x</Frame>');
    expect(problems(broken)).toEqual(['error markdown/broken-link 2:1']);
    const unsafe = render('<Frame caption="[click](javascript:alert(1))">x</Frame>');
    expect(problems(unsafe)).toEqual(['error markdown/unsafe-url 1:1']);
    expect(unsafe.html).not.toContain('javascript:');
  });

  test('a hint comes before the frame; raw HTML in a caption stays text', () => {
    const result = render('<Frame hint="Look below." caption="<b>not bold</b>">x</Frame>');
    expect(result.html).toMatch(
      /^<p class="q-frame-hint"><svg class="q-icon q-frame-hint-icon"[\s\S]*<\/svg>Look below\.<\/p>\n?<figure/,
    );
    expect(result.html).toContain('&#x3C;b>not bold&#x3C;/b>');
  });

  test('a video that plays by itself also loops, muted and inline', () => {
    const result = render('<Frame>', '  <video autoPlay src="/clip.mp4" />', '</Frame>');
    expect(result.html).toContain('<video autoplay src="/clip.mp4" playsinline loop muted></video>');
    const still = render('<Frame>', '  <video controls src="/clip.mp4" />', '</Frame>');
    expect(still.html).toContain('<video controls src="/clip.mp4"></video>');
  });
});

describe('Icon', () => {
  test('is an inline Font Awesome icon with its size and colour', () => {
    const result = render('An <Icon icon="flag" iconType="solid" size={32} color="#ff5733" /> icon.');
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(
      /^<p>An <span class="q-mdx-icon" style="--q-mdx-icon-size:32px;color:#ff5733"><svg class="q-icon q-mdx-icon-glyph" viewBox="[^"]+" fill="currentColor" aria-hidden="true" focusable="false">/,
    );
  });

  test('takes an image by `src`; a colour that is not one is not used', () => {
    const result = render('<Icon src="/images/shot.png" color="red;position:fixed" />');
    expect(result.html).toBe(
      '<p><span class="q-mdx-icon"><img src="/docs/images/shot.png" alt="" class="q-icon q-mdx-icon-glyph" loading="lazy"></span></p>',
    );
  });
});

describe('Tooltip', () => {
  test('describes a focusable term with a role=tooltip text, with headline and link', () => {
    const result = render(
      'The <Tooltip headline="API" tip="How programs talk." cta="Read the guide" href="/other">API</Tooltip> docs.',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(
      '<p>The <span class="q-tooltip"><span class="q-tooltip-trigger" tabindex="0" aria-describedby="q-tooltip">API</span>' +
        '<span class="q-tooltip-box"><span class="q-tooltip-text" role="tooltip" id="q-tooltip">' +
        '<span class="q-tooltip-headline">API</span> <span class="q-tooltip-tip">How programs talk.</span></span>' +
        '<a class="q-tooltip-cta" href="/docs/other/">Read the guide</a></span></span> docs.</p>',
    );
  });

  test('a link inside it is what it describes (no second focus stop); ids are unique', () => {
    const result = render('<Tooltip tip="One">[a](/other)</Tooltip> and <Tooltip tip="Two">b</Tooltip>');
    expect(result.html).toContain(
      '<span class="q-tooltip-trigger"><a href="/docs/other/" aria-describedby="q-tooltip">a</a></span>',
    );
    expect(result.html).toContain('aria-describedby="q-tooltip-1"');
    expect(count(result.html, 'tabindex="0"')).toBe(1);
  });

  test('needs a tip', () => {
    expect(problems(render('<Tooltip>API</Tooltip>'))).toEqual(['warning mdx/missing-prop 1:1']);
  });
});

describe('Badge', () => {
  test('has its colour, size and shape as classes, an icon, and stays inline in a paragraph', () => {
    const result = render(
      'Needs a <Badge color="orange" size="sm" shape="pill" icon="lock" stroke disabled>Premium</Badge> plan.',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(
      /^<p>Needs a <span class="q-mdx-badge q-mdx-badge-orange q-mdx-badge-sm q-mdx-badge-pill q-mdx-badge-stroke q-mdx-badge-disabled"><svg class="q-icon q-mdx-badge-icon"[\s\S]*<\/svg>Premium<\/span> plan\.<\/p>$/,
    );
  });

  test('defaults to gray, md, rounded; an unknown colour is a warning', () => {
    const result = render('<Badge color="teal">Beta</Badge>');
    expect(problems(result)).toEqual(['warning mdx/prop-value 1:8']);
    expect(result.html).toBe(
      '<p><span class="q-mdx-badge q-mdx-badge-gray q-mdx-badge-md q-mdx-badge-rounded">Beta</span></p>',
    );
  });
});

describe('inline components are phrasing content', () => {
  const BADGE = '<span class="q-mdx-badge q-mdx-badge-gray q-mdx-badge-md q-mdx-badge-rounded">';
  const strip = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>');

  test('a paragraph of only badges stays one paragraph, with its spaces', () => {
    const result = render('<Badge>New</Badge> <Badge>Beta</Badge>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toBe(`<p>${BADGE}New</span> ${BADGE}Beta</span></p>`);
  });

  test('one written on a line of its own joins the text on the lines before and after it', () => {
    const result = render('Flags', '<Icon icon="flag" />', 'mark widgets to review.', '', 'Next paragraph.');
    expect(problems(result)).toEqual([]);
    expect(strip(result.html)).toBe(
      '<p>Flags\n<span class="q-mdx-icon"><svg/></span>\nmark widgets to review.</p>\n<p>Next paragraph.</p>',
    );
  });

  test('self-closing ones side by side on a line are one paragraph', () => {
    const result = render('<Icon icon="flag" /> <Icon icon="lock" />', '', 'Text.');
    expect(strip(result.html)).toBe(
      '<p><span class="q-mdx-icon"><svg/></span> <span class="q-mdx-icon"><svg/></span></p>\n<p>Text.</p>',
    );
  });

  test('a tooltip over several lines reads as text; a blank line still ends the paragraph', () => {
    const result = render(
      '<Tooltip tip="Application Programming Interface">',
      '  API',
      '</Tooltip>',
      'docs.',
      '',
      '- item',
    );
    expect(problems(result)).toEqual([]);
    expect(result.html).toMatch(/^<p><span class="q-tooltip">.*>API<\/span>.*<\/span>\ndocs\.<\/p>\n<ul>/s);
  });

  test('in a list item, the icon and the text after it are one item text', () => {
    const result = render('- <Icon icon="flag" />', '  Flagged');
    expect(strip(result.html)).toBe('<ul>\n<li><span class="q-mdx-icon"><svg/></span>\nFlagged</li>\n</ul>');
  });

  test('block components alone in a paragraph are blocks; inline ones between them keep a paragraph', () => {
    const result = render('<Card title="A">a</Card> <Badge>New</Badge> <Card title="B">b</Card>');
    expect(result.html).toMatch(
      /^<div class="q-card">.*<\/div>\n<p><span class="q-mdx-badge[^"]*">New<\/span><\/p>\n<div class="q-card">/s,
    );
    expect(count(result.html, '<p>')).toBe(1);
  });

  test('beside text a JSX component returns, or alone in the author’s HTML, it gets no paragraph of its own', () => {
    const button = render(
      'export const Download = () => (',
      '  <a href="/other" className="flex">',
      '    <Icon icon="download" />',
      '    Download',
      '  </a>',
      ')',
      '',
      '<Download />',
    );
    expect(problems(button)).toEqual([]);
    expect(strip(button.html)).toBe(
      '<a href="/docs/other/" class="flex"><span class="q-mdx-icon"><svg/></span>Download</a>',
    );
    const row = render('<div className="row">', '  <Icon icon="flag" />', '', '  <span>Flag</span>', '</div>');
    expect(strip(row.html)).toBe(
      '<div class="row"><span class="q-mdx-icon"><svg/></span><p><span>Flag</span></p></div>',
    );
  });

  test('phrasing HTML stays in its paragraph, block HTML does not', () => {
    expect(render('<span>a</span> <kbd>b</kbd>').html).toBe('<p><span>a</span> <kbd>b</kbd></p>');
    expect(render('<div>a</div> <div>b</div>').html).toBe('<div>a</div>\n<div>b</div>');
  });
});
