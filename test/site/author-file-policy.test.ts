/**
 * What the author's stylesheets and scripts ask for that the site's Content-Security-Policy refuses
 * (site/author-file-policy.ts), as the corpus writes it: analytics tags and widgets loaded from other sites (GTM,
 * Segment, HubSpot, unpkg), `<style>` elements written by a script, a Google Fonts `@import`. Each file is reported
 * once, at its first such place; what the policy allows is not reported.
 */
import { describe, expect, it } from 'vitest';
import { authorFilePolicyWarnings } from '../../src/site/author-file-policy.js';

function warnings(files: Record<string, string>): string[] {
  const contents = new Map(Object.entries(files).map(([file, text]) => [file, new TextEncoder().encode(text)]));
  return authorFilePolicyWarnings(contents).map(
    (d) => `${d.file}:${d.position?.line}:${d.position?.column} ${d.message.split(', which')[0]}`,
  );
}

describe('authorFilePolicyWarnings', () => {
  it("names each remote script's origin once per file, however the loader is written", () => {
    expect(
      warnings({
        'gtm.js':
          "(function(w,d,s,l,i){var j=d.createElement(s);j.src='https://www.googletagmanager.com/gtm.js?id='+i;})(window,document,'script');\n",
        'hubspot.js': [
          'load("https://js.hs-analytics.net/analytics/1/2.js");',
          'load("https://js.hs-banner.com/v2/2/banner.js");',
          'load(`https://js.hscollectedforms.net/collectedforms.js`);',
          'load("https://js.hs-banner.com/v2/2/other.js");',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'gtm.js:1:54 gtm.js loads scripts from https://www.googletagmanager.com',
      'hubspot.js:1:7 hubspot.js loads scripts from https://js.hs-analytics.net, https://js.hs-banner.com and 1 more',
    ]);
  });

  it('reports a script that writes <style> elements, and a stylesheet that imports a remote one', () => {
    expect(
      warnings({
        'menu.js': 'const css = ".a{}";\nconst sheet = document.createElement("style");\n',
        'styles.css': '@import url(https://fonts.googleapis.com/css2?family=Inter:ital,wght@0,400;1,700);\nbody{}\n',
      }),
    ).toEqual([
      'menu.js:2:24 menu.js writes <style> elements',
      'styles.css:1:1 styles.css imports stylesheets from https://fonts.googleapis.com',
    ]);
  });

  it('says nothing of what the policy allows: links, same-site scripts and sheets, style properties', () => {
    expect(
      warnings({
        'links.js': [
          'a.href = "https://github.com/acme/app.js-client";',
          'fetch("/api/data.json");',
          "el.style.color = 'red';",
          "const s = document.createElement('script'); s.src = '/vendor/widget.js';",
          '// see https://example.com/docs for how this works',
          '',
        ].join('\n'),
        'local.css': "@import './base.css';\n@import url(/fonts/inter.css);\n",
      }),
    ).toEqual([]);
  });
});
