/** Turn a line of inline markdown (a heading, a paragraph) into plain text for titles and descriptions. */

const INLINE_SYNTAX = /[`*_~<>&\\{[]/;

/**
 * Strip inline markdown to plain text: code ticks, emphasis, links and images (`[a](b)` → `a`), HTML/JSX tags,
 * escapes and common entities; whitespace is collapsed.
 */
export function stripInlineMarkdown(text: string): string {
  // Most titles and paragraphs are plain text: skip the replacements when there is nothing to strip.
  if (!INLINE_SYNTAX.test(text)) return text.replace(/\s+/g, ' ').trim();
  const code: string[] = [];
  let out = text;
  if (out.includes('`')) {
    // Code spans first, so nothing inside them is touched.
    out = out.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks: string, body: string) => {
      code.push(body.trim());
      return `\uE100${code.length - 1}\uE101`;
    });
  }
  const escaped = out.includes('\\');
  // Escaped punctuation is parked in the private use area so the emphasis and link patterns skip it.
  if (escaped) {
    out = out.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)));
  }
  if (out.includes('<') || out.includes('{')) {
    out = out
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?[A-Za-z][^>]*>/g, '');
  }
  if (out.includes('[')) {
    out = out.replace(/!?\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1').replace(/!?\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  }
  if (out.includes('*') || out.includes('~') || out.includes('__')) {
    out = out.replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2').replace(/\*(?=\S)([^*]*?\S)\*/g, '$1');
  }
  if (out.includes('_')) out = out.replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, '$1$2');
  if (out.includes('&')) out = out.replace(/&(?:amp|lt|gt|quot|apos|nbsp|#\d+|#x[\da-f]+);/gi, decodeEntity);
  if (escaped) out = out.replace(/[\uE021-\uE07E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));
  if (code.length > 0) out = out.replace(/\uE100(\d+)\uE101/g, (_, index: string) => code[Number(index)]);
  return out.replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string): string {
  const body = entity.slice(1, -1).toLowerCase();
  if (body[0] !== '#') return NAMED_ENTITIES[body] ?? entity;
  const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}
