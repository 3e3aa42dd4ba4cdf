/**
 * A small well-formedness check of generated XML (no XML parser is a dependency): the declaration, every tag closed
 * in order, attribute values quoted, only the five predefined entities or character references, no bare `<` or `&`
 * in text, no characters XML 1.0 forbids, and one root element. Returns the problems found (empty when well-formed).
 */
export function checkWellFormedXml(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('no XML declaration');
  if (/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/.test(xml)) problems.push('a character XML 1.0 forbids');
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const stack: string[] = [];
  let roots = 0;
  const token =
    /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>|<|&(?:(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)?/g;
  for (const match of body.matchAll(token)) {
    const [whole, closing, name, attributes, selfClosing] = match;
    if (whole === '<') {
      problems.push(`a bare < at ${match.index}`);
      continue;
    }
    if (whole.startsWith('&')) {
      if (whole === '&') problems.push(`a bare & at ${match.index}`);
      continue;
    }
    for (const value of attributes.matchAll(/="([^"]*)"/g))
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(value[1])) problems.push(`a bare & in ${name}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
