/**
 * "Was this page helpful?" (`feedback.thumbsRating`): shows the buttons (hidden without JavaScript, which they
 * need), remembers the reader's vote per page, and sends each vote as one `page_feedback` event to every analytics
 * service the page names in `data-services`. A static site has no server to count votes, so they go where the
 * site's other events go; nothing here opens a connection of its own, so the Content-Security-Policy is unchanged.
 */
import { readStored, writeStored } from './storage.js';

/** Prefix of the localStorage key of a page's vote; the page's URL follows. */
export const RATING_KEY = 'quire-rating:';

/** The event name every service receives (Fathom and Hotjar take a name only, so the vote is appended there). */
export const RATING_EVENT = 'page_feedback';

type Vote = 'yes' | 'no';
type Send = (page: string, vote: Vote) => void;

/** A service's global as its snippet leaves it: the loaded API, or before loading the array its script replays. */
type Queue = Record<string, unknown> & { push?: (call: unknown[]) => void };

const w = window as unknown as Record<string, unknown>;

/** Call `global.method(...args)`, or queue the call as the service's own snippet does while its script loads. */
function call(name: string, method: string, args: unknown[]): void {
  const target = w[name] as Queue | undefined;
  if (!target) return;
  const fn = target[method];
  if (typeof fn === 'function') fn.apply(target, args);
  else if (Array.isArray(target)) target.push([method, ...args]);
}

/** How each service receives a vote: the name of its global and its documented event call. */
const SENDERS: Record<string, Send> = {
  ga4: (page, vote) => {
    if (typeof w.gtag === 'function')
      (w.gtag as (...a: unknown[]) => void)('event', RATING_EVENT, { page_path: page, vote });
  },
  gtm: (page, vote) => {
    w.dataLayer = (w.dataLayer as unknown[] | undefined) ?? [];
    (w.dataLayer as unknown[]).push({ event: RATING_EVENT, page_path: page, vote });
  },
  posthog: (page, vote) => call('posthog', 'capture', [RATING_EVENT, { page_path: page, vote }]),
  plausible: (page, vote) => {
    if (typeof w.plausible !== 'function') {
      // Plausible's own queue (`plausible.q`), which its script replays when it loads.
      const q: unknown[] = [];
      w.plausible = Object.assign((...args: unknown[]) => q.push(args), { q });
    }
    (w.plausible as (...a: unknown[]) => void)(RATING_EVENT, { props: { page_path: page, vote } });
  },
  hotjar: (_page, vote) => {
    // Hotjar events carry a name only; the recording knows the page.
    if (typeof w.hj === 'function') (w.hj as (...a: unknown[]) => void)('event', `${RATING_EVENT}_${vote}`);
  },
  fathom: (_page, vote) => call('fathom', 'trackEvent', [`${RATING_EVENT}_${vote}`]),
  mixpanel: (page, vote) => call('mixpanel', 'track', [RATING_EVENT, { page_path: page, vote }]),
  segment: (page, vote) => call('analytics', 'track', [RATING_EVENT, { page_path: page, vote }]),
  amplitude: (page, vote) => call('amplitude', 'track', [RATING_EVENT, { page_path: page, vote }]),
  koala: (page, vote) => call('ko', 'track', [RATING_EVENT, { page_path: page, vote }]),
};

/** Wire the page's rating buttons, if it has them. */
export function initFeedbackRating(): void {
  const widget = document.querySelector<HTMLElement>('[data-feedback-rating]');
  if (!widget) return;
  const page = widget.dataset.page ?? location.pathname;
  const services = (widget.dataset.services ?? '').split(' ').filter((s) => s in SENDERS);
  const buttons = [...widget.querySelectorAll<HTMLButtonElement>('button[data-vote]')];
  const status = widget.querySelector('[data-rating-status]');
  const key = RATING_KEY + page;
  const show = (vote: string | null) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.vote === vote));
  };
  show(readStored(key));
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const vote = button.dataset.vote as Vote;
      // Pressing the current vote again sends nothing: one reader, one vote per change of mind.
      if (button.getAttribute('aria-pressed') === 'true') return;
      show(vote);
      writeStored(key, vote);
      for (const service of services) SENDERS[service](page, vote);
      if (status) status.textContent = 'Thanks for your feedback';
    });
  }
  widget.hidden = false;
}
