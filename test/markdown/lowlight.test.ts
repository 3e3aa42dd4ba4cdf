import { expect, test } from 'vitest';
import { highlightLanguage, lowlight } from '../../src/markdown/lowlight.js';

test.each([
  'sh',
  'shell',
  'zsh',
  'curl',
  'bash',
  'console',
  'js',
  'jsx',
  'ts',
  'tsx',
  'py',
  'yml',
  'json',
  'jsonc',
  'http',
  'html',
  'go',
  'rust',
  'Dockerfile',
  'PowerShell',
  'toml',
  'graphql',
  'diff',
  'sql',
])('%s is highlighted', (language) => {
  expect(highlightLanguage(language)).toBeDefined();
});

test('unknown languages are not', () => {
  expect(highlightLanguage('brainfuck')).toBeUndefined();
  expect(highlightLanguage('mermaid')).toBeUndefined();
});

test('shell means bash (commands) while console is a session with prompts', () => {
  const shell = JSON.stringify(lowlight.highlight('shell', '$ echo "hi"'));
  const console = JSON.stringify(lowlight.highlight('console', '$ echo "hi"'));
  expect(shell).not.toContain('prompt_');
  expect(console).toContain('prompt_');
});

test('loading grammars on first use highlights exactly like registering the whole set up front', async () => {
  // The registration Quire had before grammars were loaded lazily.
  const { all, common, createLowlight } = await import('lowlight');
  const { shell, ...grammars } = common;
  const reference = createLowlight({
    ...grammars,
    'shell-session': shell,
    dockerfile: all.dockerfile,
    http: all.http,
    powershell: all.powershell,
  });
  reference.registerAlias({
    bash: ['sh', 'shell', 'zsh', 'curl'],
    'shell-session': ['console', 'terminal', 'shellsession'],
    json: ['jsonc', 'json5'],
    javascript: ['js', 'jsx', 'mjs', 'cjs', 'node'],
    typescript: ['ts', 'tsx', 'mts', 'cts'],
    python: ['py', 'python3'],
    yaml: ['yml'],
    xml: ['html', 'svg'],
    powershell: ['ps', 'ps1', 'pwsh'],
    dockerfile: ['docker'],
    http: ['https'],
  });
  const samples: Array<[string, string]> = [
    ['http', 'POST /api/user HTTP/1.1\nContent-Type: application/json\n\n{"name": "a", "n": 1}'],
    ['https', 'HTTP/1.1 200 OK\n\n<html><body class="x">hi</body></html>'],
    ['http', 'GET / HTTP/1.1\n\nSELECT * FROM users WHERE id = 1;'],
    ['html', '<style>a { color: red }</style>\n<script>const a = `x${1}`;</script>\n<p class="x">t</p>'],
    ['jsx', 'const el = <div className="a">{x}</div>;\nconst q = gql`query { a }`;\nconst c = css`color: red;`;'],
    ['tsx', 'export function f(a: number): string { return `${a}`; }'],
    ['markdown', '# Title\n\n<div>html</div>\n\n```js\nx\n```'],
    ['php-template', '<p><?php echo $x; ?></p>'],
    ['pycon', '>>> print("hi")\nhi'],
    ['console', '$ npm install\nadded 1 package'],
    ['shell', 'echo "$HOME" | grep x'],
    ['Dockerfile', 'FROM node:20\nRUN npm ci && echo done'],
    ['yml', 'a: 1\nb: [x, y]\nc: !ruby/object {}'],
    ['PowerShell', 'Get-Item -Path $env:HOME'],
    ['toml', '[a]\nb = 1'],
    ['go', 'package main\nfunc main() {}'],
    ['sql', 'SELECT 1;'],
  ];
  for (const [language, code] of samples) {
    expect(JSON.stringify(lowlight.highlight(language, code).children), language).toBe(
      JSON.stringify(reference.highlight(language, code).children),
    );
  }
  for (const name of [
    'sh',
    'curl',
    'py',
    'python3',
    'node',
    'svg',
    'docker',
    'ps1',
    'terminal',
    'gql',
    'txt',
    'rb',
    'h',
  ]) {
    expect(highlightLanguage(name), name).toBe(reference.registered(name) ? name : undefined);
  }
});
