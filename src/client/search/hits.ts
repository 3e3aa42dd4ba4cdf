/** Turn Pagefind results into the rows the dialog lists: one per matching section, the page's title first. */

/** The part of Pagefind's result data the dialog uses. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; description?: string; area?: string; kind?: string; nav?: string; boost?: string };
  /** Pagefind filters of the page: `scope` holds its tab or anchor (src/search/page-scope.ts). */
  filters?: Record<string, string[]>;
  sub_results?: Array<{ title: string; url: string; excerpt: string }>;
  /** The page's indexed text, and its headings (`h1`…`h6`), as the ranking reads them. */
  content?: string;
  anchors?: Array<{ element: string; text: string }>;
}

/** One row of the results list. */
export interface SearchHit {
  url: string;
  /** The page's title. */
  title: string;
  /** The part of the site the page is in (its tab, anchor, product or dropdown), when the site has such parts. */
  area?: string;
  /** The section (heading) the match is in, when it is not the page itself. */
  section?: string;
  /** Pagefind's excerpt HTML (escaped text with `<mark>`). */
  excerpt: string;
}

/** At most `perPage` sections of each page, in Pagefind's ranking order. */
export function toHits(results: PagefindResultData[], perPage = 3): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const result of results) {
    const title = result.meta.title || result.url;
    const area = result.meta.area ? { area: result.meta.area } : {};
    const sections = (result.sub_results ?? []).filter((sub) => sub.url.includes('#'));
    if (sections.length === 0) {
      hits.push({ url: result.url, title, ...area, excerpt: result.excerpt });
      continue;
    }
    for (const sub of sections.slice(0, perPage)) {
      hits.push({
        url: sub.url,
        title,
        ...area,
        section: sub.title === title ? undefined : sub.title,
        excerpt: sub.excerpt,
      });
    }
  }
  return hits;
}
