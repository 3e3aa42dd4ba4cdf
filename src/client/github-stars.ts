/**
 * The star count of a `github` call-to-action button, fetched from GitHub's public API and cached in localStorage
 * for an hour (ten minutes after a failure). Offline or rate-limited, the button keeps showing owner/repo and
 * "Star": nothing moves, because the count's slot has a fixed width.
 */
import { formatCount } from './format.js';
import { readStored, writeStored } from './storage.js';

const HOUR = 60 * 60 * 1000;
const RETRY = 10 * 60 * 1000;

interface CachedStars {
  count: number | null;
  at: number;
}

/** Fill every `[data-github-repo]` button's `[data-github-stars]` slot (one request per repository). */
export function initGithubStars(): void {
  const slots = new Map<string, HTMLElement[]>();
  for (const button of document.querySelectorAll<HTMLElement>('[data-github-repo]')) {
    const repo = button.dataset.githubRepo;
    const slot = button.querySelector<HTMLElement>('[data-github-stars]');
    if (repo && slot) slots.set(repo, [...(slots.get(repo) ?? []), slot]);
  }
  for (const [repo, targets] of slots) {
    void getStars(repo).then((count) => {
      if (count !== null) for (const slot of targets) showCount(slot, count);
    });
  }
}

function showCount(slot: HTMLElement, count: number): void {
  slot.textContent = formatCount(count);
  const label = document.createElement('span');
  label.className = 'q-sr';
  label.textContent = count === 1 ? ' star' : ' stars';
  slot.append(label);
  slot.title = `${count.toLocaleString('en')} stars on GitHub`;
}

async function getStars(repo: string): Promise<number | null> {
  const key = `quire-stars:${repo}`;
  const cached = parse(readStored(key));
  if (cached && Date.now() - cached.at < (cached.count === null ? RETRY : HOUR)) return cached.count;
  let count: number | null = null;
  try {
    const response = await fetch(`https://api.github.com/repos/${repo}`);
    if (response.ok) {
      const data = (await response.json()) as { stargazers_count?: unknown };
      if (typeof data.stargazers_count === 'number') count = data.stargazers_count;
    }
  } catch {
    // Offline, blocked or rate-limited: show the button without a count.
  }
  writeStored(key, JSON.stringify({ count, at: Date.now() } satisfies CachedStars));
  return count;
}

function parse(text: string | null): CachedStars | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as CachedStars;
    return typeof value.at === 'number' && (value.count === null || typeof value.count === 'number')
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}
