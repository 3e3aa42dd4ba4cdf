/**
 * Pagefind excerpts are HTML: escaped page text with `<mark>` around the matched words. They are never inserted as
 * HTML; this splits them into text runs (entities decoded) that the dialog appends as text nodes and `<mark>`s.
 */

/** A run of excerpt text, highlighted or not. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Split an excerpt into plain and highlighted runs. Tags other than `<mark>` are dropped. */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      if (/^<mark\b/i.test(token)) mark = true;
      else if (/^<\/mark\s*>/i.test(token)) mark = false;
      continue;
    }
    const text = decodeEntities(token);
    if (text === '') continue;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  return parts;
}

/** Decode the HTML character references Pagefind emits (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}
