import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../src/playground/request.js';
import { getCodeSamples, safeUrl } from '../../src/playground/samples.js';
import type { HttpRequest, PlaygroundData } from '../../src/playground/types.js';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGES } from '../../src/utils/sample-languages.js';

/** A PUT with a path parameter, a query parameter, a header parameter, credentials and a JSON body. */
const DATA: Pick<PlaygroundData, 'method' | 'path' | 'parameters' | 'requestBody'> = {
  method: 'put',
  path: '/users/{user_id}',
  parameters: [
    { name: 'user_id', in: 'path', required: true },
    { name: 'verbose', in: 'query', required: false },
    { name: 'X-Request-Id', in: 'header', required: false },
  ],
  requestBody: { required: true, mediaType: 'application/json' },
};
const PUT = buildRequest(DATA, {
  baseUrl: 'https://api.example.com/',
  params: { 'path:user_id': 'u_42', 'query:verbose': 'true', 'header:X-Request-Id': 'req-7' },
  auth: { headers: [['Authorization', 'Bearer <TOKEN>']], query: [] },
  body: { name: 'Northwind', active: true, tags: ['a'] },
});

const ALL = SAMPLE_LANGUAGES.map((l) => l.key);
const code = (request: HttpRequest, key: string) => getCodeSamples(request, [key])[0].code;

describe('code samples', () => {
  it('writes a relative server URL (`/api`) as it is in every language, without a stand-in host', () => {
    const relative = { ...PUT, url: '/api/users/u_42?verbose=true' };
    for (const key of ALL) {
      const sample = code(relative, key);
      expect(sample, key).not.toContain('quire.invalid');
      expect(sample, key).not.toContain('cannot write');
      expect(sample, key).toContain('/api/users/u_42');
    }
  });

  it('gives a note, not an exception, for a URL the generators cannot parse', () => {
    const unparsable = { ...PUT, url: 'https://a b/users' };
    expect(code(unparsable, 'go')).toBe(
      "// The Go generator cannot write this request's values safely: see the cURL sample.",
    );
    expect(code(unparsable, 'bash')).toContain("curl 'https://a%20b/users'");
  });

  it('gives Mintlify’s default languages in order, with their labels and grammars', () => {
    expect(getCodeSamples(PUT).map((s) => [s.id, s.label, s.language])).toEqual([
      ['bash', 'cURL', 'bash'],
      ['python', 'Python', 'python'],
      ['javascript', 'JavaScript', 'javascript'],
      ['php', 'PHP', 'php'],
      ['go', 'Go', 'go'],
      ['java', 'Java', 'java'],
    ]);
    expect(DEFAULT_SAMPLE_LANGUAGES).toHaveLength(6);
  });

  it('writes every language in the order asked, aliases read as their language, unknown names left out', () => {
    expect(getCodeSamples(PUT, ['rs', 'curl', 'nope', 'bash']).map((s) => s.id)).toEqual(['rust', 'bash']);
    expect(getCodeSamples(PUT, ALL).map((s) => s.id)).toEqual(ALL);
  });

  it.each(ALL)('%s: the method, the URL with the path parameter filled in, the headers and the JSON body', (key) => {
    const sample = code(PUT, key);
    expect(sample).toMatch(/\bput\b/i);
    expect(sample).toContain('https://api.example.com/users/u_42?verbose=true');
    expect(sample).toContain('X-Request-Id');
    expect(sample).toContain('req-7');
    expect(sample).toContain('Authorization');
    expect(sample).toContain('<TOKEN>');
    // The body: its key and value, quoted or escaped as the language writes them.
    expect(sample).toMatch(/name\\?["']?\s*(:|=>|,)\s*\\?["']Northwind/);
  });

  it('curl: a GET with a body keeps --request GET; JavaScript says why fetch() cannot send it; Node.js uses undici', () => {
    const get: HttpRequest = { ...PUT, method: 'GET' };
    expect(code(get, 'bash').split('\n').slice(0, 2)).toEqual([
      "curl 'https://api.example.com/users/u_42?verbose=true' \\",
      '  --request GET \\',
    ]);
    expect(code(get, 'javascript')).toMatch(/^\/\/ Browsers cannot send a body with GET/);
    expect(code(get, 'node')).toContain("import { request } from 'undici'");
    expect(code({ ...get, body: undefined, json: undefined }, 'bash')).not.toContain('--request');
  });

  it('percent-encodes characters that quote or interpolate, wherever the URL goes', () => {
    expect(safeUrl('https://h/a\'b"c$d`e(f)!*?q=1&r=é')).toBe('https://h/a%27b%22c%24d%60e%28f%29%21%2A?q=1&r=%C3%A9');
    const request: HttpRequest = { method: 'GET', url: "https://h/o'brien?x=1&y=$z", headers: [] };
    expect(code(request, 'bash')).toBe("curl 'https://h/o%27brien?x=1&y=%24z'");
  });
});

/** Header names and values, body keys and strings with quotes, backslashes, dollars and line breaks. */
const NASTY: HttpRequest = {
  method: 'POST',
  url: 'https://api.example.com/echo',
  headers: [
    ["X-It's", `say "hi" $HOME \`x\` \\ end`],
    ['Content-Type', 'application/json'],
  ],
  json: { "it's here": `O'Brien "x" \${y} #{z} $z \\ \n end`, list: ["a'b"] },
};
NASTY.body = JSON.stringify(NASTY.json, null, 2);

describe('code samples of values with quotes (sample text is data)', () => {
  it('curl: the shell passes every header and the body through unchanged', () => {
    const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${code(NASTY, 'bash')}`;
    const args = execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\0');
    expect(args).toContain(`X-It's: say "hi" $HOME \`x\` \\ end`);
    expect(JSON.parse(args[args.indexOf('--data') + 1])).toEqual(NASTY.json);
  });

  it.each(['javascript', 'node', 'typescript'])('%s: the code runs and sends the same headers and body', (key) => {
    const calls: Array<[string, { headers: Record<string, string>; body: string }]> = [];
    new Function('fetch', code(NASTY, key))((...args: [string, { headers: Record<string, string>; body: string }]) =>
      calls.push(args),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0][1].headers["X-It's"]).toBe(`say "hi" $HOME \`x\` \\ end`);
    expect(JSON.parse(calls[0][1].body)).toEqual(NASTY.json);
  });

  it('JavaScript: a body key that the generator would leave unquoted gets a note instead of broken code', () => {
    const request: HttpRequest = { ...NASTY, json: { 'a.b': 1 }, body: '{"a.b":1}' };
    expect(code(request, 'javascript')).toBe(
      "// The JavaScript generator cannot write this request's values safely: see the cURL sample.",
    );
  });

  it('PHP: header names and body keys have their quotes and backslashes escaped', () => {
    const php = code(NASTY, 'php');
    expect(php).toContain(`'X-It\\'s' => 'say "hi" $HOME \`x\` \\\\ end'`);
    expect(php).toContain(`'it\\'s here' => 'O\\'Brien`);
  });

  it('languages whose generator cannot escape these values get a note in their comment syntax', () => {
    for (const key of ['ruby', 'powershell', 'swift', 'csharp', 'kotlin', 'dart'])
      expect(code(NASTY, key), key).toMatch(/^(#|\/\/) The .+ generator cannot write this request's values safely/);
    // The others escape them themselves.
    for (const key of ['python', 'go', 'java', 'dotnet', 'c', 'rust'])
      expect(code(NASTY, key), key).not.toContain('cannot write');
  });
});
