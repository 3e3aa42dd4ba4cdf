import { describe, expect, it } from 'vitest';
import { toPython } from '../../src/playground/python-literal.js';
import {
  curlSample,
  getCodeSamples,
  javascriptSample,
  pythonSample,
  shellQuote,
} from '../../src/playground/samples.js';
import type { HttpRequest } from '../../src/playground/types.js';

const GET_USER: HttpRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:4010/api/user',
  headers: [
    ['Authorization', 'Token ck'],
    ['Content-Type', 'application/json'],
  ],
  body: JSON.stringify({ user_group_id: "o'brien", name: 'N' }, null, 2),
  json: { user_group_id: "o'brien", name: 'N' },
};
const PUT: HttpRequest = {
  ...GET_USER,
  method: 'PUT',
  json: { name: 'N', on: true, none: null, list: [1, 'a'] },
  body: JSON.stringify({ name: 'N', on: true, none: null, list: [1, 'a'] }, null, 2),
};

describe('code samples', () => {
  it('curl: one option per line, everything single-quoted for the shell', () => {
    expect(curlSample(GET_USER)).toMatchInlineSnapshot(`
      "curl --request GET \\
        --url 'http://127.0.0.1:4010/api/user' \\
        --header 'Authorization: Token ck' \\
        --header 'Content-Type: application/json' \\
        --data '{
        "user_group_id": "o'\\''brien",
        "name": "N"
      }'"
    `);
    expect(shellQuote(`a'b`)).toBe(`'a'\\''b'`);
    expect(curlSample({ method: 'DELETE', url: 'https://x/y?a=1&b=2', headers: [] })).toBe(
      "curl --request DELETE \\\n  --url 'https://x/y?a=1&b=2'",
    );
  });

  it('JavaScript: fetch with the body as a literal', () => {
    expect(javascriptSample(PUT)).toMatchInlineSnapshot(`
      "const response = await fetch("http://127.0.0.1:4010/api/user", {
        method: "PUT",
        headers: {
          Authorization: "Token ck",
          'Content-Type': "application/json",
        },
        body: JSON.stringify({
          "name": "N",
          "on": true,
          "none": null,
          "list": [
            1,
            "a"
          ]
        }),
      });
      console.log(response.status, await response.text());"
    `);
    expect(javascriptSample({ method: 'GET', url: 'https://x/y', headers: [] })).toBe(
      'const response = await fetch("https://x/y", {\n  method: "GET",\n});\nconsole.log(response.status, await response.text());',
    );
  });

  it('JavaScript: a GET with a body uses node:http and says why', () => {
    const code = javascriptSample(GET_USER);
    expect(code.split('\n').slice(0, 4)).toEqual([
      "// fetch() cannot send a body with GET; this uses Node.js's node:http instead.",
      "import { request } from 'node:http';",
      '',
      'const payload = JSON.stringify({',
    ]);
    expect(code).toContain("    'Content-Length': Buffer.byteLength(payload),");
    expect(code).toContain('req.end(payload);');
    expect(javascriptSample({ ...GET_USER, url: 'https://api.example.com/api/user' })).toContain(
      "import { request } from 'node:https';",
    );
    // The sample runs: its JavaScript parses.
    expect(
      () => new Function(code.replace(/^import .*$/m, 'const request = () => ({ on() {}, end() {} });')),
    ).not.toThrow();
  });

  it('Python: requests with json=, True/False/None, and data= for other bodies', () => {
    expect(pythonSample(PUT)).toMatchInlineSnapshot(`
      "import requests

      response = requests.put(
          "http://127.0.0.1:4010/api/user",
          headers={
              "Authorization": "Token ck",
          },
          json={
              "name": "N",
              "on": True,
              "none": None,
              "list": [
                  1,
                  "a",
              ],
          },
      )
      print(response.status_code, response.text)"
    `);
    expect(
      pythonSample({ method: 'TRACE', url: 'http://h/', headers: [['Content-Type', 'text/plain']], body: 'hi "x"' }),
    ).toBe(
      'import requests\n\nresponse = requests.request(\n    "TRACE",\n    "http://h/",\n    headers={\n        "Content-Type": "text/plain",\n    },\n    data="hi \\"x\\"",\n)\nprint(response.status_code, response.text)',
    );
    expect([toPython({}), toPython([]), toPython('é\n'), toPython(1.5)]).toEqual(['{}', '[]', '"é\\n"', '1.5']);
  });

  it('gives curl, JavaScript and Python, in that order', () => {
    expect(getCodeSamples(GET_USER).map((s) => [s.id, s.label, s.language])).toEqual([
      ['curl', 'curl', 'bash'],
      ['javascript', 'JavaScript', 'javascript'],
      ['python', 'Python', 'python'],
    ]);
  });
});
