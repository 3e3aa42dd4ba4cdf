/**
 * Highlight the table-of-contents entry of the section being read. An IntersectionObserver wakes up whenever a
 * heading crosses the upper part of the viewport; the current section is the last heading above that line.
 * Without JavaScript the table of contents is plain links.
 */

/** Wire the `.q-toc` links (both the sidebar TOC and the mobile one) to the headings they point at. */
export function initTocHighlight(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  // Compared decoded: a browser percent-encodes some characters of a hash (`’`) but not others (`&`, `/`).
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const ids = [...new Set(links.map(idOf))];
  const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  if (headings.length === 0 || !('IntersectionObserver' in window)) return;

  let scheduled = false;
  const update = () => {
    scheduled = false;
    const line = Math.min(window.innerHeight * 0.3, 200);
    let current: HTMLElement | undefined;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top - line <= 0) current = heading;
      else break;
    }
    // Before the first heading is reached, its section counts as current once it is on screen.
    if (!current && headings[0].getBoundingClientRect().top < window.innerHeight) current = headings[0];
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
    if (atBottom && window.scrollY > 0) current = headings[headings.length - 1];
    for (const link of links) {
      const active = current !== undefined && idOf(link) === current.id;
      if (active) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  const observer = new IntersectionObserver(schedule, { rootMargin: '0px 0px -60% 0px', threshold: [0, 1] });
  for (const heading of headings) observer.observe(heading);
  // The last sections may be too short to cross the line: reaching the bottom of the page selects the last one.
  window.addEventListener(
    'scroll',
    () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4 && schedule(),
    { passive: true },
  );
  schedule();
}
