/**
 * Repair the one front matter mistake real Mintlify projects publish: a quoted value that goes on to the next
 * lines at column 0, e.g.
 *
 *     description: "Portkey provides a gateway
 *     "
 *
 * YAML requires such continuation lines to be indented, so the `yaml` library (rightly) refuses them, but
 * Mintlify's parser reads them and the intent is unambiguous: the value runs to the closing quote. This indents
 * the continuation lines of top-level quoted values so YAML reads them as the author meant. Nothing else is changed.
 */

/** One quoted value that was repaired: its key, and the 1-based line (in the YAML text) where it starts. */
export interface RepairedValue {
  key: string;
  line: number;
}

/** The repaired YAML text and what was repaired; undefined when no quoted value continues at column 0. */
export function repairUnindentedQuotes(yamlText: string): { text: string; repaired: RepairedValue[] } | undefined {
  const lines = yamlText.split('\n');
  const repaired: RepairedValue[] = [];
  let open: { quote: '"' | "'"; key: string; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open === undefined) {
      const start = /^([A-Za-z_][\w:.-]*)[ \t]*:[ \t]*(["'])/.exec(line);
      if (start === null) continue;
      const quote = start[2] as '"' | "'";
      if (!closesQuote(line.slice(start[0].length), quote)) open = { quote, key: start[1], line: i + 1 };
      continue;
    }
    if (/^\S/.test(line)) {
      lines[i] = `  ${line}`;
      if (repaired.at(-1)?.line !== open.line) repaired.push({ key: open.key, line: open.line });
    }
    if (closesQuote(line, open.quote)) open = undefined;
  }
  if (repaired.length === 0 || open !== undefined) return undefined;
  return { text: lines.join('\n'), repaired };
}

/** Whether `text` (the part of a quoted value on one line) contains the closing quote. */
function closesQuote(text: string, quote: '"' | "'"): boolean {
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote === '"' && char === '\\') {
      i++;
      continue;
    }
    if (char !== quote) continue;
    // In single quotes, '' is an escaped quote, not the end.
    if (quote === "'" && text[i + 1] === "'") {
      i++;
      continue;
    }
    return true;
  }
  return false;
}
