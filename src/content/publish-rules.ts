/**
 * Which files of the docs folder a site may publish, by name alone. A docs folder is often a repository root, so
 * "every file" would ship `package.json`, scripts and keys: only web file types, the `public/` folder and a few
 * well-known root files are published without being linked, and secret-shaped files never are (see `site/published-files.ts`).
 */

/** Everything under this top-level folder is published as is, at the same path (`public/x.zip` → `/public/x.zip`). */
export const PUBLIC_FOLDER = 'public';

/** Extensions of files a browser shows or a page loads: images, video, audio, fonts, PDFs, stylesheets and scripts. */
const WEB_EXTENSIONS = new Set([
  // images
  'apng',
  'avif',
  'bmp',
  'gif',
  'ico',
  'jpeg',
  'jpg',
  'png',
  'svg',
  'webp',
  // video and audio
  'm4a',
  'm4v',
  'mov',
  'mp3',
  'mp4',
  'oga',
  'ogg',
  'ogv',
  'opus',
  'wav',
  'webm',
  // fonts
  'eot',
  'otf',
  'ttf',
  'woff',
  'woff2',
  // documents, and the custom stylesheets and scripts Mintlify projects keep beside their pages
  'pdf',
  'css',
  'js',
]);

/**
 * Files for crawlers and AI tools, published at the root of the docs folder only. Each replaces the file Quire
 * generates under that name, as on Mintlify (Quire generates no `skill.md`; a root `skill.md` is this file, not a page).
 */
export const AGENT_FILES = ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', 'skill.md'] as const;

/** Files published at the root of the docs folder only: what crawlers and AI tools look for there. */
const ROOT_FILES = new Set<string>(AGENT_FILES);

/** Names of files that hold keys or secrets, by what they are; checked on the file name, case-insensitively. */
const SECRET_NAMES: Array<[RegExp, string]> = [
  [/^\.env(\..*)?$|^\.(npmrc|netrc|pypirc|pgpass|htpasswd|git-credentials)$/, 'a file of secrets or credentials'],
  [/^id_(rsa|dsa|ecdsa|ed25519)(\.|$)/, 'an SSH key'],
  [/\.(pem|key|ppk)$/, 'a private key'],
  [/\.(p12|pfx|jks|keystore)$/, 'a key store'],
  [/\.kdbx$/, 'a password database'],
  // Only data files: `credentials.png` is a screenshot.
  [
    /^(secrets?|credentials?)(\.(json|ya?ml|toml|ini|env|txt|xml|conf|cfg|properties))?$/,
    'a file of secrets or credentials',
  ],
];

/** What kind of secret `path`'s file name looks like, or undefined when it does not look like one. */
export function secretKind(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  return SECRET_NAMES.find(([pattern]) => pattern.test(name))?.[1];
}

/**
 * Whether the file at `path` (relative, `/`-separated) is published whether or not anything links to it: a web file
 * type, anything in `public/`, or one of the {@link AGENT_FILES} at the root. Secret-shaped files aside.
 */
export function isPublishedByName(path: string): boolean {
  if (path.startsWith(`${PUBLIC_FOLDER}/`) || ROOT_FILES.has(path)) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && WEB_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
