/**
 * The class names of a page or snippet, read from its tree: JSX attributes and the string parts of their
 * expressions, JSX in a snippet's ESM, raw HTML in markdown; never code blocks or prose. The quick look finds at
 * least as much.
 */
import { describe, expect, it } from 'vitest';
import { classAttributeWords, classNamesOf } from '../../src/markdown/class-names.js';

describe('classNamesOf', () => {
  it('reads className and class of JSX elements, sorted and unique', () => {
    const page = [
      '# Title',
      '',
      '<div className="grid grid-cols-2 gap-4">',
      '  <div class="p-4 gap-4">One</div>',
      '  <Card title="x" className="mt-2">Two</Card>',
      '</div>',
      '',
    ].join('\n');
    expect(classNamesOf('index.mdx', page)).toEqual(['gap-4', 'grid', 'grid-cols-2', 'mt-2', 'p-4']);
  });

  it('reads the string parts of expressions and the whole words of template literals', () => {
    const page = [
      '<div className={true ? "flex" : "hidden"} />',
      '<div className={`text-4xl ${bold ? "font-bold" : ""} tracking-tight md:${size}`} />',
      '<span className={cn("inline-block", { x: 1 })} />',
      '',
    ].join('\n');
    expect(classNamesOf('a.mdx', page)).toEqual([
      'flex',
      'font-bold',
      'hidden',
      'inline-block',
      'text-4xl',
      'tracking-tight',
    ]);
  });

  it('reads JSX inside a snippet’s ESM, and nothing else of it', () => {
    const snippet = [
      'export const Hero = ({ title }) => (',
      '  <section className="px-4 py-16 text-center">',
      '    <h1 className="text-4xl dark:text-zinc-50">{title}</h1>',
      '  </section>',
      ');',
      'export const label = "not-a-class";',
      '',
    ].join('\n');
    expect(classNamesOf('snippets/hero.jsx', snippet)).toEqual([
      'dark:text-zinc-50',
      'px-4',
      'py-16',
      'text-4xl',
      'text-center',
    ]);
  });

  it('leaves out code blocks, inline code and prose', () => {
    const page = [
      'Write `<div className="inline-code">` to get a class="prose-word".',
      '',
      '```html',
      '<div class="in-code-block">x</div>',
      '```',
      '',
      '<div className="kept">y</div>',
      '',
    ].join('\n');
    expect(classNamesOf('a.mdx', page)).toEqual(['kept']);
  });

  it('reads class attributes of raw HTML in a markdown page', () => {
    const page = '# Title\n\n<div class="flex items-center">\n\n**x**\n\n</div>\n\n    <p class="indented-code">\n';
    expect(classNamesOf('a.md', page)).toEqual(['flex', 'items-center']);
  });

  it('reads a page MDX cannot parse as markdown, without throwing', () => {
    const page = '<div className="grid">\n\nA { brace and a < sign\n\n</div>\n';
    expect(classNamesOf('a.mdx', page)).toEqual(['grid']);
  });

  it('gives nothing for a page without class attributes, or one beyond the limits', () => {
    expect(classNamesOf('a.mdx', '# Classes\n\nPython classes are nice.\n')).toEqual([]);
    expect(classNamesOf('a.mdx', `${'>'.repeat(5000)} <div className="grid" />\n`)).toEqual([]);
  });
});

describe('classAttributeWords', () => {
  it('finds at least what the tree has, code blocks and expression words included', () => {
    const page = [
      '<div className={cn("grid", open && "gap-4")} />',
      '```html',
      '<div class="in-code">x</div>',
      '```',
      "<p class='p-4'>x</p>",
      '',
    ].join('\n');
    const words = classAttributeWords(page);
    for (const name of classNamesOf('a.mdx', page)) expect(words).toContain(name);
    expect(words).toEqual(expect.arrayContaining(['grid', 'gap-4', 'in-code', 'p-4']));
    expect(classAttributeWords('No attributes; a class of its own.')).toEqual([]);
  });
});
