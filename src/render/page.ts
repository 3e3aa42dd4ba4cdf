/** Render one page: markdown body, then the page template. Runs in worker threads and in the main thread alike. */
import { chromeIdAttributes } from './chrome-ids.js';
import { frontmatterString } from '../content/frontmatter.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode, SiteGraph } from '../graph/types.js';
import { renderInlineText, renderMarkdown } from '../markdown/index.js';
import type { InternalLink, LinkContext, UpdateEntry } from '../markdown/types.js';
import type { PageLookups } from '../markdown/link-target.js';
import type { ParsedPage } from '../markdown/render-markdown.js';
import { withChannel } from '../asyncapi/render-channel.js';
import type { ChannelView } from '../asyncapi/types.js';
import { withEndpoint } from '../openapi/render-endpoint.js';
import type { OperationView } from '../openapi/types.js';
import { loadIcon, resolveSiteIcons, type SiteIcons } from '../icons/index.js';
import {
  getPageTemplateData,
  getSiteTemplateData,
  type ChromeInit,
  type SiteTemplateData,
  type UrlOptions,
} from './page-data.js';
import { featureLinks, type FeatureAssets } from './feature-assets.js';
import { renderBannerHtml } from './site-extras.js';
import { feedUrl, mayHaveFeed } from './rss-feed.js';
import type { PlaygroundInit } from './playground-assets.js';
import { createTemplateEngine, type TemplateEngine, type TemplateSources } from './templates.js';
import { withBase } from '../utils/url.js';
import { isUsableSource } from '../utils/redirect-pattern.js';

/** Plain data that fully describes how to render pages; sent once to each worker. */
export interface RenderInit {
  graph: SiteGraph;
  /** The endpoint each API page documents, by page path (see `planSite`). */
  operations: Readonly<Record<string, OperationView>>;
  /** The AsyncAPI channel each channel page documents, by page path (front matter `asyncapi:`). */
  channels?: Readonly<Record<string, ChannelView>>;
  /** Stylesheet output paths, site-relative. */
  stylesheets: string[];
  urls: UrlOptions;
  /** The page templates' text (Quire's, with the docs project's overrides), from `site/assets-fs.ts`. */
  templates: TemplateSources;
  /** Client scripts, inline icons and search for the page chrome (from `planSite`). Without it, pages get no scripts. */
  chrome?: ChromeInit;
  /** The API playground's script, stylesheet and proxy URL, for endpoint pages. Without it, they get no playground script. */
  playground?: PlaygroundInit;
  /** KaTeX's stylesheet and the diagram script, for the pages that use them. Without them, pages link neither. */
  features?: FeatureAssets;
  /** Snippet sources by path (`snippets/x.mdx`), for pages that include them. */
  snippets?: Readonly<Record<string, string>>;
}

/** What rendering a page gives back to the build. */
export interface RenderedPage {
  path: string;
  outPath: string;
  html: string;
  /** Element ids in the page, for `#fragment` checks. */
  ids: string[];
  links: InternalLink[];
  diagnostics: Diagnostic[];
  /** The page as plain Markdown (render/page-markdown.ts), added by the build's produce step; not by `renderPage`. */
  markdown?: string;
  /** The site's pages its rendering looked up (see `trackPageLookups`), added by the build's produce step. */
  lookups?: PageLookups;
}

/** Everything a renderer keeps between pages. */
export interface Renderer {
  /** Render `page` from its source `raw`; with `parsed`, leave a copy of the parsed markdown there (for its export). */
  renderPage(page: PageNode, raw: string, parsed?: ParsedPage): RenderedPage;
  /** The `Update`s of `page` (from its source `raw`), for its RSS feed; empty for a page without a feed. */
  renderUpdates(page: PageNode, raw: string): UpdateEntry[];
  /** Render a template that is not a markdown page (`404`, `redirect`). */
  renderTemplate(name: string, data: Record<string, unknown>): string;
  readonly site: SiteTemplateData;
  /** The site's icons, inline SVG (anchor icons by anchor index). */
  readonly icons: SiteIcons;
}

/** Create a renderer from its init data (compiles templates lazily, once). */
export function createRenderer(init: RenderInit): Renderer {
  const engine: TemplateEngine = createTemplateEngine(init.templates);
  const chrome = init.chrome ?? { scripts: [], icons: resolveSiteIcons(init.graph, 'site.json').icons, search: false };
  const site = getSiteTemplateData(init.graph.config, init.stylesheets, init.urls, chrome);
  const link = getLinkContext(init.graph, init.urls.base);
  const playground = init.playground;
  const endpointOptions = {
    config: init.graph.config,
    proxy: playground?.proxy ?? null,
    ...(playground && {
      assets: {
        script: withBase(init.urls.base, playground.script),
        stylesheet: withBase(init.urls.base, playground.stylesheet),
      },
    }),
  };
  // Front matter `playground` gives one endpoint page its own playground display.
  const endpointOptionsOf = (page: PageNode) => {
    const mode = page.settings.playground;
    if (mode === undefined || mode === endpointOptions.config.api.playground.mode) return endpointOptions;
    const { api } = endpointOptions.config;
    return {
      ...endpointOptions,
      config: { ...endpointOptions.config, api: { ...api, playground: { ...api.playground, mode } } },
    };
  };
  const markdownOf = (page: PageNode, raw: string, parsed?: ParsedPage) =>
    renderMarkdown(
      {
        path: page.path,
        raw,
        removeLeadingH1: frontmatterString(page.frontmatter, 'title') === undefined,
        ...(init.snippets && { snippets: init.snippets }),
        ...(parsed && { parsed }),
      },
      link,
    );
  return {
    site,
    icons: chrome.icons,
    renderUpdates(page, raw) {
      return (mayHaveFeed(raw) && markdownOf(page, raw).updates) || [];
    },
    renderPage(page, raw, parsed) {
      const markdown = markdownOf(page, raw, parsed);
      // Endpoint pages (front matter `openapi:` or `api:`) and channel pages (`asyncapi:`): the reference first, then
      // the page's markdown.
      const operation = Object.hasOwn(init.operations, page.path) ? init.operations[page.path] : undefined;
      const channel = init.channels && Object.hasOwn(init.channels, page.path) ? init.channels[page.path] : undefined;
      const endpointBody = withChannel(channel, withEndpoint(operation, markdown, endpointOptionsOf(page)));
      // KaTeX's stylesheet and the diagram script, on the pages that use them only.
      const links = featureLinks(markdown.features, init.features ?? {}, init.urls.base);
      const body = links ? { ...endpointBody, html: links + endpointBody.html } : endpointBody;
      const description = frontmatterString(page.frontmatter, 'description');
      const subtitleHtml = description ? renderInlineText(description, page.path, link) : '';
      const { banner } = init.graph.config;
      const bannerHtml = banner && renderBannerHtml(banner, link);
      const data = getPageTemplateData(
        init.graph,
        site,
        page,
        {
          ...body,
          subtitleHtml,
          ...(bannerHtml !== undefined && { bannerHtml }),
          // The page's RSS feed, written beside it when it has updates (produce/ and dev/ write it from the same test).
          ...feedLinks(page, markdown.updates?.length ? raw : undefined, init.urls),
        },
        init.urls,
        chrome.icons,
      );
      return {
        path: page.path,
        outPath: page.outPath,
        html: engine.render('page', data),
        ids: body.ids,
        links: body.links,
        diagnostics: body.diagnostics,
      };
    },
    renderTemplate(name, data) {
      const { banner } = init.graph.config;
      return engine.render(name, {
        site,
        anchors: [],
        tabs: [],
        sidebar: [],
        chromeIds: chromeIdAttributes(),
        ...(banner && { bannerHtml: renderBannerHtml(banner, link) }),
        ...data,
      });
    },
  };
}

/**
 * A changelog page's feed link for its head, and with front matter `rss: true` the button beside its title; `raw` is
 * its source when it rendered updates.
 */
function feedLinks(page: PageNode, raw: string | undefined, urls: RenderInit['urls']) {
  if (raw === undefined || !mayHaveFeed(raw)) return {};
  const feed = feedUrl(page, urls);
  return {
    feed,
    ...(page.settings.rss && { feedButton: { href: feed, iconHtml: loadIcon({ name: 'rss', style: 'solid' }) } }),
  };
}

/** The link rewriter's view of the site. */
export function getLinkContext(graph: SiteGraph, base: string): LinkContext {
  const urlByPath: Record<string, string> = {};
  for (const page of graph.pages) urlByPath[page.path] = page.url;
  const assets: Record<string, true> = {};
  for (const asset of graph.assets) assets[asset] = true;
  const redirects = graph.config.redirects.map((redirect) => redirect.source).filter(isUsableSource);
  const iconLibrary = graph.config.iconLibrary;
  return {
    base,
    urlByPath,
    assets,
    ...(redirects.length > 0 && { redirects }),
    ...(iconLibrary !== undefined && { iconLibrary }),
  };
}
