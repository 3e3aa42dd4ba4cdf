/**
 * Words as the ranking compares them: lowercased, split at anything that is not a letter or digit (so
 * `user_group_id` is `user group id`, as a reader would type it), and reduced to a rough English stem, so that
 * "errors" meets "error", "rotating" and "rotation" meet "rotate", and "lost" meets "lose". The stem only has to be
 * the same for the forms of one word, on both sides of the comparison; it need not be a word. Other languages keep
 * their words whole (Pagefind's own stemming still finds their forms).
 */

/** Irregular forms a suffix rule cannot reach, as the form the rules make of their base word. */
const IRREGULAR: Record<string, string> = {
  lost: 'lose',
  found: 'find',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  built: 'build',
  sent: 'send',
  spent: 'spend',
  kept: 'keep',
  left: 'leave',
  made: 'make',
  paid: 'pay',
  said: 'say',
  sold: 'sell',
  told: 'tell',
  thought: 'think',
  brought: 'bring',
  bought: 'buy',
  caught: 'catch',
  taught: 'teach',
  wrote: 'write',
  written: 'write',
  chose: 'choose',
  chosen: 'choose',
  broke: 'break',
  broken: 'break',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  got: 'get',
  gotten: 'get',
  went: 'go',
  gone: 'go',
  saw: 'see',
  seen: 'see',
  knew: 'know',
  known: 'know',
  shown: 'show',
  hidden: 'hide',
  held: 'hold',
  met: 'meet',
  read: 'read',
  set: 'set',
  run: 'run',
  children: 'child',
  people: 'person',
  data: 'data',
};

/** The words of `text`, lowercased, in order. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The base word of an irregular form (`lost` → `lose`), or undefined. */
export function irregularBase(word: string): string | undefined {
  const base = IRREGULAR[word.toLowerCase()];
  return base !== undefined && base !== word.toLowerCase() ? base : undefined;
}

/** Stems already made: a site's vocabulary is small, its pages' words many. */
const stems = new Map<string, string>();

/** A word's rough stem (see the module comment). `word` is one of {@link words}. */
export function stem(word: string): string {
  let known = stems.get(word);
  if (known === undefined) {
    if (stems.size >= 50_000) stems.clear();
    known = stemOf(word);
    stems.set(word, known);
  }
  return known;
}

function stemOf(word: string): string {
  const irregular = IRREGULAR[word];
  let w = irregular ?? word;
  if (w.length <= 2 || !/^[a-z]+$/.test(w)) return w;
  // Plurals and third persons: properties → property, addresses → address, keys → key (not "status", "access").
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // Verb forms: rotating, rotated → rotat; running → run; keeps a stem with a vowel ("sing", "need" stay).
  const verb = /^(.*?[aeiouy].*?)(?:ing|ed)$/.exec(w);
  if (verb && verb[1].length >= 3) {
    w = verb[1];
    if (w.length > 3 && /([bdfgkmnprtv])\1$/.test(w)) w = w.slice(0, -1);
  }
  // Nouns of verbs: rotation, creation, connection → rotat, creat, connect; authorization → authoriz.
  if (w.endsWith('ization')) w = w.slice(0, -5);
  else if (/[aeiouy].*[ts]ion$/.test(w) && w.length > 6) w = w.slice(0, -3);
  else if (/[aeiouy].*ly$/.test(w) && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('y') && w.length > 2) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}
