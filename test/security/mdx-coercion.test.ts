/**
 * Issue 23, item 8: `{`${ {toString: 1} }`}` crashed `quire build` and `quire check` with a stack trace and ended
 * `quire dev`: turning the object into text called its `toString`, which was 1. Now it is an `mdx/mdx-expression`
 * warning and the page is built without it. The same holds for every other way an author's value is turned into
 * text or JSON: a `toString` reached through a spread `__proto__`, an object in a `className`, a list holding such
 * an object, a BigInt, a member of an object that names a `toString` key; and attributes named like Object's own
 * members (`<div constructor>`, `<Card toString>`), which renderers looked up as Object's functions.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';
import { cleanUp, startCli } from './helpers/cli-server.js';

const run = promisify(execFile);

/** Each line is a way an author's value once reached `String()` or `JSON.stringify` and threw. */
const PAGE = `---
title: Coercion
---

export const weird = { toString: 1 };
export const shadow = { ...{ "__proto__": { toString: 1 } } };
export const list = [{ toString: "text" }];
export const big = 1n;

Template: {\`\${ {toString: 1} }\`} and {\`\${weird}\`} and {\`\${list}\`}.

Shown: {weird} {shadow} {\`\${shadow}\`} {weird.toString} {[1n]} {big}.

<div className={{ toString: 1 }}>In a class name.</div>

<div className={list} title={weird}>In a list.</div>

<Badge size={weird} color={list}>Badge</Badge>

<ParamField path="id" type="string" default={weird}>Default.</ParamField>

<div constructor="x" toString="y">Attributes named like Object's own.</div>

<Card title="Card" toString="x">A prop named like Object's own.</Card>

The end.
`;

const root = writeFixture({
  'site.json': { name: 'Coercion', navigation: [{ group: 'Start', pages: ['index'] }] },
  'index.mdx': PAGE,
});

const out = `${root}-site`;

afterAll(async () => {
  await cleanUp();
  for (const dir of [root, out]) rmSync(dir, { recursive: true, force: true });
});

/** Run the compiled CLI; resolves with its exit code and output, whatever the code. */
async function quire(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/quire.js', ...args], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('values an author writes never throw when turned into text', () => {
  it('quire build warns at the template literal and builds the page', async () => {
    const { code, output } = await quire(['build', root, '--out', out]);
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(code).toBe(0);
    expect(output).toMatch(/index\.mdx:10:11 warning .*`toString` is not a function.*\[mdx\/mdx-expression\]/);
    expect(output).toMatch(/BigInt.*\[mdx\/mdx-expression\]/);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('In a class name.');
    expect(html).toContain('A prop named like Object');
    expect(output).toMatch(/`constructor` is not an HTML attribute; it is ignored \[mdx\/unknown-prop\]/);
    expect(html).toContain('The end.');
  });

  it('quire check reports the same and exits cleanly', async () => {
    const { code, output } = await quire(['check', root]);
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(code).toBe(0);
    expect(output).toMatch(/\[mdx\/mdx-expression\]/);
  });

  it('quire dev serves the page and keeps running', async () => {
    const server = await startCli(['dev', root]);
    const answer = await fetch(`${server.origin}/`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('The end.');
    // Still serving after rendering it.
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
