/**
 * `npm run example-api -- [--port 4010] [--host 127.0.0.1] [--customer-key k] [--testing-key k] [--cors-origin o]`:
 * start the reference user group service. It prints one line per demo key (`Customer API key: …`,
 * `Testing API key: …`), then the URL, then one line per request.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createExampleApiServer } from './server.js';

/** Default port, as in example-docs `api.baseUrl`. */
export const DEFAULT_PORT = 4010;

/** The options of `args`; throws on an unknown option or a missing value. */
function parseOptions(args: string[]) {
  return parseArgs({
    args,
    options: {
      port: { type: 'string', short: 'p', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      'customer-key': { type: 'string' },
      'testing-key': { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      quiet: { type: 'boolean', short: 'q' },
    },
  }).values;
}

/** Run the service until SIGINT/SIGTERM; returns the exit code. */
export async function runExampleApi(args: string[]): Promise<number> {
  let values: ReturnType<typeof parseOptions>;
  try {
    values = parseOptions(args);
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n`);
    return 2;
  }
  const port = Number(values.port);
  // `/^\d+$/` first: Number('') is 0, and an empty --port (an unset variable) must not pick a random port.
  if (!/^\d+$/.test(values.port) || port > 65535) {
    process.stderr.write(`error: --port must be a port number, found "${values.port}"\n`);
    return 2;
  }
  const keyProblem =
    checkKeyOption('customer-key', values['customer-key']) ?? checkKeyOption('testing-key', values['testing-key']);
  if (keyProblem) {
    process.stderr.write(`error: ${keyProblem}\n`);
    return 2;
  }
  const customerKey = values['customer-key'] ?? `cust_${randomBytes(12).toString('hex')}`;
  const testingKey = values['testing-key'] ?? `test_${randomBytes(12).toString('hex')}`;
  if (customerKey === testingKey) {
    process.stderr.write('error: --customer-key and --testing-key must differ: the key decides the environment\n');
    return 2;
  }
  const server = createExampleApiServer({
    customerKey,
    testingKey,
    corsOrigins: values['cors-origin'],
    onRequest: values.quiet
      ? undefined
      : ({ method, path, status, environment }) =>
          process.stdout.write(`${method} ${path} ${status}${environment ? ` (${environment})` : ''}\n`),
  });
  // Listen for Ctrl-C before anything is printed, so a stop right after the keys appear is never missed.
  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, values.host, () => resolve());
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? `port ${port} is already in use; try --port ${port + 1}` : String(error);
    process.stderr.write(`error: could not start the example API: ${why}\n`);
    return 1;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const host = values.host.includes(':') ? `[${values.host}]` : values.host;
  process.stdout.write(`Customer API key: ${customerKey}\nTesting API key: ${testingKey}\n`);
  process.stdout.write(`User group service listening on http://${host}:${actualPort} (Ctrl-C to stop)\n`);
  await stopped;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return 0;
}

/**
 * Why a `--customer-key`/`--testing-key` value cannot be used, or undefined when it can (or was not given). An empty
 * key typically comes from an unset shell variable (`--customer-key "$KEY"`); it is refused rather than accepted.
 */
export function checkKeyOption(option: 'customer-key' | 'testing-key', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const how = `pass a key (e.g. --${option} my_demo_key) or leave --${option} out to get a random one`;
  if (value.trim() === '') return `--${option} is empty; ${how}`;
  if (/\s/.test(value)) return `--${option} must not contain spaces; ${how}`;
  return undefined;
}

// Run when started as a program (`node dist/example-api/cli.js`), not when imported by tests.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await runExampleApi(process.argv.slice(2));
}
