/**
 * Code samples of the current request, in curl, JavaScript and Python (requests). They follow the inputs as the
 * reader types. A GET or HEAD with a body cannot be sent with `fetch()`, so its JavaScript sample uses Node.js's
 * `node:http` instead and says why.
 */
import { toPython } from './python-literal.js';
import type { HttpRequest } from './types.js';

/** One sample: a tab label, the highlight language, and the code. */
export interface CodeSample {
  id: 'curl' | 'javascript' | 'python';
  label: string;
  language: string;
  code: string;
}

/** The three samples of `request`. */
export function getCodeSamples(request: HttpRequest): CodeSample[] {
  return [
    { id: 'curl', label: 'curl', language: 'bash', code: curlSample(request) },
    { id: 'javascript', label: 'JavaScript', language: 'javascript', code: javascriptSample(request) },
    { id: 'python', label: 'Python', language: 'python', code: pythonSample(request) },
  ];
}

/** A curl command, one option per line. */
export function curlSample(request: HttpRequest): string {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`--data ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}

/** Single-quote `text` for POSIX shells. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `fetch()`, or Node.js `node:http(s)` for a GET/HEAD with a body (which `fetch()` refuses to send). */
export function javascriptSample(request: HttpRequest): string {
  const bodyAt = (level: number) =>
    request.json !== undefined
      ? `JSON.stringify(${indent(JSON.stringify(request.json, null, 2), level)})`
      : request.body !== undefined
        ? JSON.stringify(request.body)
        : undefined;
  const body = bodyAt(1);
  const headers = request.headers.map(([name, value]) => `    ${jsKey(name)}: ${JSON.stringify(value)},`);
  if (request.body !== undefined && (request.method === 'GET' || request.method === 'HEAD')) {
    const module = request.url.startsWith('https:') ? 'node:https' : 'node:http';
    return [
      `// fetch() cannot send a body with ${request.method}; this uses Node.js's ${module} instead.`,
      `import { request } from '${module}';`,
      '',
      `const payload = ${bodyAt(0)};`,
      `const req = request(${JSON.stringify(request.url)}, {`,
      `  method: ${JSON.stringify(request.method)},`,
      '  headers: {',
      ...headers,
      "    'Content-Length': Buffer.byteLength(payload),",
      '  },',
      '}, (res) => {',
      "  let text = '';",
      "  res.setEncoding('utf8');",
      "  res.on('data', (chunk) => (text += chunk));",
      "  res.on('end', () => console.log(res.statusCode, text));",
      '});',
      "req.on('error', console.error);",
      'req.end(payload);',
    ].join('\n');
  }
  const options = [`  method: ${JSON.stringify(request.method)},`];
  if (headers.length) options.push('  headers: {', ...headers, '  },');
  if (body !== undefined) options.push(`  body: ${body},`);
  return [
    `const response = await fetch(${JSON.stringify(request.url)}, {`,
    ...options,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/** Python `requests`: a JSON body as `json=` (requests then sets the content type itself). */
export function pythonSample(request: HttpRequest): string {
  const method = request.method.toLowerCase();
  const call = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method)
    ? `requests.${method}(`
    : `requests.request(\n    ${JSON.stringify(request.method)},`;
  const isJson = request.json !== undefined;
  const headers = request.headers.filter(([name]) => !(isJson && name.toLowerCase() === 'content-type'));
  const args = [`    ${JSON.stringify(request.url)},`];
  if (headers.length) {
    args.push(
      '    headers={',
      ...headers.map(([name, value]) => `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
      '    },',
    );
  }
  if (isJson) args.push(`    json=${toPython(request.json, 1)},`);
  else if (request.body !== undefined) args.push(`    data=${JSON.stringify(request.body)},`);
  return ['import requests', '', `response = ${call}`, ...args, ')', 'print(response.status_code, response.text)'].join(
    '\n',
  );
}

/** An object key in JavaScript: bare when it is an identifier, else quoted. */
function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Indent every line but the first by `levels` × 2 spaces. */
function indent(text: string, levels: number): string {
  return text.split('\n').join(`\n${'  '.repeat(levels)}`);
}
