/** The `quire` command line: parses arguments, dispatches to a command, returns the exit code. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBuildCommand } from './commands/build.js';
import { quireVersion } from './commands/version.js';
import { parseAllowedRoots } from './openapi/allowed-roots.js';
import { resolvePlaygroundProxyUrl } from './openapi/playground-data.js';
import { isHostName } from './server/allowed-host.js';
import { createStyles, shouldColor } from './utils/terminal.js';

const HELP = `quire — build documentation sites from site.json and markdown

Usage:
  quire init [dir] [--theme <t>]  Create a docs project in [dir] (default: .): site.json, pages, an OpenAPI file,
                                  .gitignore and a GitHub Pages workflow; never overwrites a file. --theme picks
                                  its look: mint (default), maple, palm, willow, linden, almond, aspen, sequoia, luma
  quire build [dir] [options]     Build the site in [dir] (default: .) into --out (default: _site)
  quire check [dir] [options]     Validate site.json, navigation, pages and links; write nothing
  quire check --layout [dir]      Also open pages in headless Chromium and check their layout (see below)
  quire dev [dir] [options]       Serve the site in [dir] (default: .) with live reload on http://127.0.0.1:3000
  quire preview [out] [options]   Serve a built site folder (default: _site) on http://127.0.0.1:4173
  quire proxy [dir] [options]     Run the API playground proxy for the site in [dir] on http://127.0.0.1:4174
  quire --help                    Show this help
  quire --version                 Show the version

Build and check options:
  -o, --out <dir>            Output folder (default: _site). Replaced atomically, only when the build succeeds;
                             it must be new, empty, or written by an earlier quire build
      --force                Build into a non-empty folder Quire did not write, deleting what it holds (never a
                             file, the docs folder or a folder in it, your home folder or the current folder)
      --base <path>          Serve the site from a sub-path, e.g. /docs/ (default: /)
      --site-url <url>       Public URL of the site, e.g. https://docs.example.com; adds sitemap.xml and canonical links
      --strict               Treat warnings as errors
      --allow-broken-links   Report broken links, #anchors, missing images and snippets, and navigation entries
                             without a page as warnings instead of errors
      --offline              Fetch nothing: OpenAPI URLs come from the copy an earlier build cached, else their
                             pages are built with a notice
      --timings              Print how long each stage took (prepare, load, plan, produce, search, commit)
      --workers <n>          Render with n worker threads (default: one per core for larger sites; 0 = main thread)
      --layout               (check) Build to a temporary folder and open the home page, an endpoint page and the
                             pages with the most components at 1280 and 375 px, light and dark, in headless
                             Chromium (playwright-core and /usr/bin/chromium or CHROMIUM_PATH): content outside its
                             column or over the chrome, text over text, sideways scroll, components drawn at zero
                             size, tabs, accordions and copy buttons that keys do not work, each with a screenshot
      --pages <n>            With --layout: how many pages with the most components to open (default: 15)
      --cache-dir <dir>      Keep the build cache (rendered pages, copies of OpenAPI URLs) in this folder instead of
                             <dir>/.quire/cache (also for dev and proxy)
      --templates <dir>      Override Quire's templates and stylesheets with this folder's files of the same name
                             (partials/footer.eta, assets/quire.css …; relative to the current folder; also for
                             dev). Trusted code: templates run with your rights. Never read from the docs folder
      --playground-proxy <url>
                             Send the API playground's requests through this \`quire proxy\` (static hosting)
      --allow-openapi-root <dir|url>
                             Also read OpenAPI files from this folder outside the docs folder; or, for a URL, let
                             OpenAPI files fetched from URLs refer to URLs under it on a private or loopback address
                             (repeatable; also for dev and proxy)

Dev options:
  -p, --port <n>             Port (default: 3000)
      --host <host>          Interface to bind (default: 127.0.0.1, loopback only)
      --base <path>          Serve the site from a sub-path, e.g. /docs/ (default: /)
      --open                 Open the site in the default browser

Preview options:
  -p, --port <n>             Port (default: 4173)
      --host <host>          Interface to bind (default: 127.0.0.1, loopback only)
      --base <path>          The --base the site was built with
      --allow-host <name>    Also answer requests for this host name (repeatable); others get 403

Proxy options (the proxy sends only to the API base URLs of [dir]: api.baseUrl, else the OpenAPI servers):
      --site <out>           Also serve this built site folder, on the same origin as the proxy
      --allow-origin <url>   Accept playground requests from a docs site on this origin (repeatable)
      --allow-host <name>    Also answer requests for this host name, e.g. the proxy's public name (repeatable)
  -p, --port <n>             Port (default: 4174)
      --host <host>          Interface to bind (default: 127.0.0.1, loopback only)
      --base <path>          The --base the --site was built with

Exit status: 0 on success, 1 when the input has errors (or warnings with --strict), 2 on bad usage.`;

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  base: { type: 'string' },
  'site-url': { type: 'string' },
  strict: { type: 'boolean' },
  'allow-broken-links': { type: 'boolean' },
  offline: { type: 'boolean' },
  workers: { type: 'string' },
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  open: { type: 'boolean' },
  site: { type: 'string' },
  'allow-origin': { type: 'string', multiple: true },
  'allow-host': { type: 'string', multiple: true },
  'playground-proxy': { type: 'string' },
  'allow-openapi-root': { type: 'string', multiple: true },
  force: { type: 'boolean' },
  timings: { type: 'boolean' },
  'cache-dir': { type: 'string' },
  layout: { type: 'boolean' },
  pages: { type: 'string' },
  templates: { type: 'string' },
  theme: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** `args` read against {@link OPTIONS}; throws on an unknown option or a missing value. */
function parseCommandLine(args: string[]) {
  return parseArgs({ args, allowPositionals: true, options: OPTIONS });
}

/** Run the CLI with `args` (without node and script) and return the exit code. */
export async function main(args: string[]): Promise<number> {
  const color = shouldColor(process.stderr);
  const s = createStyles(color);
  const usageError = (message: string) => {
    process.stderr.write(`${s.red('error')} ${message}\n\nRun \`quire --help\` for usage.\n`);
    return 2;
  };
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(args);
  } catch (error) {
    return usageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.version) {
    process.stdout.write(`quire ${quireVersion()}\n`);
    return 0;
  }
  const [command, dir, ...extra] = positionals;
  if (values.help || command === 'help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (command === undefined) {
    process.stdout.write(`${HELP}\n`);
    return 2;
  }
  if (extra.length) return usageError(`unexpected argument "${extra[0]}"`);
  if (command === 'init') {
    const { runInitCommand } = await import('./commands/init.js');
    return runInitCommand(dir ?? '.', s, values.theme);
  }
  if (values.theme !== undefined) return usageError(`--theme is an option of init, not of ${command}`);
  const cacheDir = values['cache-dir'];
  if (cacheDir === '') return usageError('--cache-dir takes a folder, e.g. --cache-dir /tmp/quire-cache');
  // Template overrides run as code: only a folder named here, resolved against the current folder, is read.
  const templates = values.templates === undefined ? undefined : path.resolve(values.templates);
  if (values.templates === '') return usageError('--templates takes a folder, e.g. --templates theme');
  if (templates !== undefined && command !== 'build' && command !== 'check' && command !== 'dev')
    return usageError(`--templates is an option of build, check and dev, not of ${command}`);
  const openapi = parseAllowedRoots(values['allow-openapi-root'] ?? []);
  if ('error' in openapi) return usageError(openapi.error);
  const allowOpenapiRoots = openapi.roots;

  if (command === 'build' || command === 'check') {
    const workers = values.workers === undefined ? undefined : Number(values.workers);
    if (workers !== undefined && (!Number.isInteger(workers) || workers < 0))
      return usageError(`--workers must be a whole number, found "${values.workers}"`);
    if (values.layout && command === 'check') {
      const pages = values.pages === undefined ? 15 : Number(values.pages);
      if (!Number.isInteger(pages) || pages < 0)
        return usageError(`--pages must be a whole number, found "${values.pages}"`);
      const { runLayoutCheck } = await import('./commands/check-layout.js');
      return runLayoutCheck(
        {
          dir: dir ?? '.',
          pages,
          strict: values.strict,
          allowBrokenLinks: values['allow-broken-links'],
          offline: values.offline,
          cacheDir,
        },
        color,
        s,
      );
    }
    if (values.layout) return usageError('--layout is an option of `quire check`');
    if (values.pages !== undefined) return usageError('--pages goes with `quire check --layout`');
    const proxyOption = values['playground-proxy'];
    const playgroundProxy = proxyOption === undefined ? undefined : resolvePlaygroundProxyUrl(proxyOption);
    if (proxyOption !== undefined && !playgroundProxy)
      return usageError(`--playground-proxy takes a URL such as https://proxy.example.com, found "${proxyOption}"`);
    return runBuildCommand(
      {
        command,
        dir: dir ?? '.',
        out: values.out ?? '_site',
        base: values.base,
        siteUrl: values['site-url'],
        strict: values.strict,
        allowBrokenLinks: values['allow-broken-links'],
        offline: values.offline,
        workers,
        playgroundProxy,
        force: values.force,
        allowOpenapiRoots,
        timings: values.timings,
        cacheDir,
        templates,
      },
      color,
      s,
    );
  }
  if (command === 'dev') {
    const port = values.port === undefined ? 3000 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      return usageError(`--port must be a port number, found "${values.port}"`);
    // Each command's modules load only when it runs: `quire build` with nothing to do takes well under half a second.
    const { runDevCommand } = await import('./commands/dev.js');
    return runDevCommand(
      {
        dir: dir ?? '.',
        port,
        host: values.host ?? '127.0.0.1',
        base: values.base,
        open: values.open,
        allowOpenapiRoots,
        cacheDir,
        templates,
      },
      color,
      s,
    );
  }
  if (command === 'preview') {
    const port = values.port === undefined ? 4173 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      return usageError(`--port must be a port number, found "${values.port}"`);
    const allowHosts = values['allow-host'] ?? [];
    const badHost = allowHosts.find((name) => !isHostName(name));
    if (badHost !== undefined)
      return usageError(`--allow-host takes a host name such as docs.example.com, found "${badHost}"`);
    const { runPreviewCommand } = await import('./commands/preview.js');
    return runPreviewCommand(
      { dir: dir ?? '_site', port, host: values.host ?? '127.0.0.1', base: values.base, allowHosts },
      s,
    );
  }
  if (command === 'proxy') {
    const { DEFAULT_PROXY_PORT, runProxyCommand } = await import('./commands/proxy.js');
    const port = values.port === undefined ? DEFAULT_PROXY_PORT : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      return usageError(`--port must be a port number, found "${values.port}"`);
    const allowOrigins = values['allow-origin'] ?? [];
    const badOrigin = allowOrigins.find((origin) => origin !== '*' && !/^https?:\/\/[^/]+$/i.test(origin));
    if (badOrigin)
      return usageError(`--allow-origin takes an origin such as https://docs.example.com, found "${badOrigin}"`);
    const allowHosts = values['allow-host'] ?? [];
    const badHost = allowHosts.find((name) => !isHostName(name));
    if (badHost !== undefined)
      return usageError(`--allow-host takes a host name such as docs.example.com, found "${badHost}"`);
    const options = {
      dir: dir ?? '.',
      site: values.site,
      port,
      host: values.host ?? '127.0.0.1',
      base: values.base,
      allowOrigins,
      allowHosts,
      allowOpenapiRoots,
      cacheDir,
    };
    return runProxyCommand(options, color, s);
  }
  return usageError(`unknown command "${command}"`);
}
