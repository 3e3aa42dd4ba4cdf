/**
 * The page menu beside a page's title (`contextual.options`): copy the page's Markdown, view its `.md`, or open a
 * new chat in ChatGPT, Claude or Perplexity that reads the `.md` at its absolute URL. With `--site-url` every link is
 * complete at build time; without it the chat links name the site-relative `.md`, and the browser script puts the
 * page's origin in front (it knows it from `location`), which is why those links stay hidden without JavaScript.
 */
import type { PageMenuOption } from '../config/contextual.js';
import type { PageNode } from '../graph/types.js';
import type { SiteIcons } from '../icons/index.js';
import { absoluteUrl, withBase } from '../utils/url.js';
import { markdownUrlPath } from './page-markdown.js';
import type { UrlOptions } from './page-data.js';

/** One entry of the page menu. */
export interface PageMenuItemData {
  option: PageMenuOption;
  label: string;
  description: string;
  /** Inline SVG of its icon. */
  icon: string;
  /** Links: the URL; absent for `copy`, which is a button. */
  href?: string;
  /** Chat links: the query parameter that holds the prompt (the script completes its `.md` URL). */
  chatParam?: string;
}

/** What `templates/partials/page-menu.eta` receives. */
export interface PageMenuData {
  /** Base-prefixed URL of the page's `.md`. */
  markdownUrl: string;
  /** Whether chat links name the `.md` without an origin (no `--site-url`): the script completes them. */
  relative: boolean;
  /** The first option, also shown as a button (or link) of its own beside the menu's toggle. */
  main: PageMenuItemData;
  /** Every option, the first included, in the configured order. */
  items: PageMenuItemData[];
}

/** Where each assistant starts a new chat, and the query parameter its first message goes in. */
export const CHAT_TARGETS = {
  chatgpt: { name: 'ChatGPT', url: 'https://chatgpt.com/?hints=search', param: 'q' },
  claude: { name: 'Claude', url: 'https://claude.ai/new', param: 'q' },
  perplexity: { name: 'Perplexity', url: 'https://www.perplexity.ai/search/new', param: 'q' },
} as const;

/** The first message of the new chat: it asks the assistant to read the page's Markdown. */
export function chatPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** The URL that opens a new chat with `target`, asking it to read `markdownUrl`. */
export function chatUrl(target: keyof typeof CHAT_TARGETS, markdownUrl: string): string {
  const { param } = CHAT_TARGETS[target];
  // What `searchParams.set` then `href` give, without parsing the target's URL for every page.
  const value = new URLSearchParams([[param, chatPrompt(markdownUrl)]]).toString();
  return `${chatPrefixOf(target)}${value.slice(value.indexOf('=') + 1)}`;
}

const chatPrefixes = new Map<keyof typeof CHAT_TARGETS, string>();

/** The chat URL of `target` up to its prompt's value (a target's URL has no fragment and no prompt parameter). */
function chatPrefixOf(target: keyof typeof CHAT_TARGETS): string {
  let prefix = chatPrefixes.get(target);
  if (prefix === undefined) {
    const out = new URL(CHAT_TARGETS[target].url);
    out.searchParams.set(CHAT_TARGETS[target].param, '');
    prefix = out.href;
    chatPrefixes.set(target, prefix);
  }
  return prefix;
}

/** The page menu of `page`; undefined when `options` is empty. */
export function getPageMenuData(
  page: Pick<PageNode, 'outPath'>,
  options: readonly PageMenuOption[],
  urls: UrlOptions,
  icons: SiteIcons['ui'],
): PageMenuData | undefined {
  if (options.length === 0) return undefined;
  const markdownUrl = withBase(urls.base, markdownUrlPath(page.outPath));
  const promptUrl = urls.siteUrl ? absoluteUrl(urls.siteUrl, markdownUrl) : markdownUrl;
  const item = (option: PageMenuOption): PageMenuItemData => {
    switch (option) {
      case 'copy':
        return { option, label: 'Copy page', description: 'Copy this page as Markdown for AI tools', icon: icons.copy };
      case 'view':
        return {
          option,
          label: 'View as Markdown',
          description: 'Open this page as plain Markdown',
          icon: icons.markdown,
          href: markdownUrl,
        };
      default: {
        const target = CHAT_TARGETS[option];
        return {
          option,
          label: `Open in ${target.name}`,
          description: 'Ask questions about this page',
          icon: icons[option],
          href: chatUrl(option, promptUrl),
          chatParam: target.param,
        };
      }
    }
  };
  const items = options.map(item);
  return { markdownUrl, relative: !urls.siteUrl, main: items[0], items };
}
