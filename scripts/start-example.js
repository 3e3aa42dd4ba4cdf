/**
 * `npm start`: the reference user group service (http://127.0.0.1:4010, printing its demo keys) beside the example
 * docs site, so the API playground on the Get User page gets real answers. The site runs with `quire dev` when the
 * build has it, else as `quire build` + `quire proxy --site` (a static build plus the playground proxy).
 * Ctrl-C stops both; when either stops on its own, the other is stopped too.
 *
 * Usage: npm start [-- --port <site port>]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' } } });

if (!existsSync(dist('cli.js')) || !existsSync(dist('example-api/cli.js'))) {
  console.error('Quire is not built yet: run `npm install` (or `npm run build`) first.');
  process.exit(1);
}

const children = new Set();
let stopping = false;
let exitCode = 0;

/** Start `node <args>` with inherited output; resolve with its exit code. */
function run(args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) child.kill('SIGINT');
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const api = run([dist('example-api/cli.js'), '--port', '4010']).then((code) => {
  if (!stopping) console.error(`The example API stopped (exit ${code}); stopping the docs site.`);
  stopAll(code);
});

const portArgs = values.port ? ['--port', values.port] : [];
let site;
if (existsSync(dist('commands/dev.js'))) {
  site = run(['bin/quire.js', 'dev', 'example-docs', ...portArgs]);
} else {
  site = run(['bin/quire.js', 'build', 'example-docs', '--out', '_site']).then((code) =>
    code !== 0 || stopping ? code : run(['bin/quire.js', 'proxy', 'example-docs', '--site', '_site', ...portArgs]),
  );
}
site = site.then((code) => {
  if (!stopping) console.error(`The docs site stopped (exit ${code}); stopping the example API.`);
  stopAll(code);
});

await Promise.all([api, site]);
process.exit(exitCode);
