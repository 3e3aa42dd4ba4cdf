/**
 * `Heading` (a heading of `level` 1 to 6) and `GitHub.Repo` (a card that links to a GitHub repository). Mintlify's
 * repository card fetches the description, stars and forks when the page loads; Quire's shows what the props give
 * (the owner and the name) and links to the repository, with no request at build time or in the browser.
 */
import { h } from 'hastscript';
import type { ComponentSpec } from '../component-types.js';
import { NO_ANCHOR_PROPERTY } from '../../rehype-heading-ids.js';

/** `owner/name`, as GitHub allows them. */
const REPO_SLUG = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
/** A repository's URL on github.com, with anything after the name (a branch, a path) ignored. */
const REPO_URL = /^https?:\/\/(?:www\.)?github\.com\/([^/?#]+)\/([^/?#]+?)(?:\.git)?(?:[/?#].*)?$/i;

/** The owner and name of a repository written as `owner/name` or as its GitHub URL, or undefined. */
export function parseRepo(value: unknown): { owner: string; name: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const fromUrl = REPO_URL.exec(trimmed);
  const slug = fromUrl ? `${fromUrl[1]}/${fromUrl[2]}` : trimmed.replace(/\.git$/, '');
  const match = REPO_SLUG.exec(slug);
  return match && match[2] !== '.' && match[2] !== '..' ? { owner: match[1], name: match[2] } : undefined;
}

/** `level` as 1 to 6 (a number or its text); 2 otherwise. */
function levelOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 2;
}

/** `Heading`, `GitHub.Repo`. */
export const HEADINGS: Record<string, ComponentSpec> = {
  Heading: {
    props: {
      level: { type: 'number', description: 'the heading level, 1 to 6 (default 2)' },
      noAnchor: { type: 'boolean', description: 'leave out the anchor link' },
    },
    check: (props) =>
      props.level !== undefined && levelOf(props.level) !== Number(props.level)
        ? [
            {
              prop: 'level',
              message: '`level` must be 1 to 6; it is shown as an h2',
              hint: 'write level={2} … level={6}',
            },
          ]
        : [],
    // The heading pass gives it an id, a table-of-contents entry and (unless `noAnchor`) an anchor link.
    render: ({ props, children }) => [
      h(
        `h${levelOf(props.level)}`,
        {
          id: typeof props.id === 'string' && props.id.trim() ? props.id.trim() : undefined,
          className: typeof props.className === 'string' ? props.className.split(/\s+/).filter(Boolean) : undefined,
          [NO_ANCHOR_PROPERTY]: props.noAnchor === true ? '' : undefined,
        },
        children,
      ),
    ],
  },
  'GitHub.Repo': {
    props: {
      repo: { type: 'string', required: true, description: 'the repository, as `owner/name` or its GitHub URL' },
      variant: { type: 'string', values: ['inset', 'flat'], description: 'the layout (default `inset`)' },
    },
    check: (props) =>
      typeof props.repo === 'string' && !parseRepo(props.repo)
        ? [
            {
              prop: 'repo',
              message: `\`repo\` is not a GitHub repository: "${props.repo}"; it is shown as text`,
              hint: 'write `owner/name` or `https://github.com/owner/name`',
            },
          ]
        : [],
    // Content written inside (Mintlify's card takes none) follows the card rather than being lost.
    render: ({ props, children, ctx }) => {
      const repo = parseRepo(props.repo);
      if (!repo) return [...(typeof props.repo === 'string' ? [h('p', props.repo)] : []), ...children];
      const variant = props.variant === 'flat' ? 'flat' : 'inset';
      return [
        h(
          'a',
          {
            className: ['q-card', 'q-card-link', 'q-github-repo', `q-github-repo-${variant}`],
            href: `https://github.com/${repo.owner}/${repo.name}`,
            rel: 'noopener',
          },
          [
            h('span', { className: ['q-github-repo-icon'] }, [
              ctx.uiIcon({ name: 'github', style: 'brands' }, 'q-icon'),
            ]),
            h('span', { className: ['q-github-repo-name'] }, [
              h('span', { className: ['q-github-repo-owner'] }, `${repo.owner}/`),
              h('strong', repo.name),
            ]),
            h('span', { className: ['q-github-repo-host'] }, 'github.com'),
          ],
        ),
        ...children,
      ];
    },
  },
};
