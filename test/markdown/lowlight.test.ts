import { expect, test } from 'vitest';
import { highlightLanguage, lowlight } from '../../src/markdown/lowlight.js';

test.each(['sh', 'shell', 'zsh', 'curl', 'bash', 'console', 'js', 'jsx', 'ts', 'tsx', 'py', 'yml', 'json', 'jsonc', 'http', 'html', 'go', 'rust', 'Dockerfile', 'PowerShell', 'toml', 'graphql', 'diff', 'sql'])(
  '%s is highlighted',
  (language) => {
    expect(highlightLanguage(language)).toBeDefined();
  },
);

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
