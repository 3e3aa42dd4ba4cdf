/**
 * A small thesaurus of the words readers and technical documentation use for the same thing ("cost" and "pricing",
 * "command line" and "CLI", "call" and "invoke"), so that a question in the reader's words still finds the page
 * written in the docs' words. It is general documentation vocabulary, curated by hand: no site's page names or
 * product names. A group's words are equals; a phrase (several words) is matched in the question as it was typed.
 * The words a question gains count less than the reader's own ({@link SYNONYM_WEIGHT}). They only re-rank the pages
 * Pagefind found for the reader's words: searching them too found no other first result on our relevance sets and
 * cost 24 KB more index on the example's first query.
 */
import { stem, words as wordsOf } from './stem.js';

/** What a word the question gains counts, against 1 for the reader's own words. */
export const SYNONYM_WEIGHT = 0.5;

/** Groups by language (the primary subtag of `<html lang>`); a language without a list gains no words. */
const GROUPS: Record<string, string[]> = {
  en: [
    'cli|command line|terminal|shell|console',
    'cost|price|pricing|billing|plan|charge|fee|invoice',
    'login|log in|sign in|signin|authenticate|authentication',
    'logout|log out|sign out|signout',
    'signup|sign up|register|registration',
    'remove|delete|erase|drop|uninstall',
    'add|create|new',
    'setup|set up|install|installation|configure|configuration',
    'watch|view|live|monitor|observe',
    'call|invoke|invocation|trigger',
    'run|execute|launch',
    'error|failure|fail|problem|issue|exception',
    'wrong|invalid|incorrect|bad',
    'key|token|credential|secret',
    'password|passphrase|passcode',
    'limit|quota|throttle|cap',
    'fetch|retrieve|get|read',
    'update|modify|edit|change',
    'show|display|render',
    'list|enumerate',
    'start|begin|launch',
    'getting started|get started|quickstart|quick start|introduction|tutorial',
    'stop|terminate|shutdown|shut down|kill|end',
    'idle|inactive|standby|sleep|dormant',
    'timeout|expire|expiry|expiration',
    'speed|performance|latency|fast|slow',
    'mac|macos|osx|os x',
    'windows|win32',
    'linux|ubuntu|debian',
    'image|picture|photo|screenshot',
    'video|recording|replay|record',
    'download|export|save',
    'upload|import',
    'file|document',
    'folder|directory|dir',
    'environment variable|env var|env',
    'option|setting|config',
    'secure|security|protect',
    'permission|access|role|scope',
    'organization|org|team|workspace',
    'app|application|program',
    'container|docker',
    'deploy|deployment|ship|publish|release',
    'version|release',
    'upgrade|update|migrate|migration',
    'backup|snapshot',
    'copy|duplicate|clone',
    'example|sample|demo',
    'doc|docs|documentation|guide|reference',
    'help|troubleshoot|troubleshooting',
    'log|logs|logging|output',
    'debug|debugging|inspect',
    'test|testing|sandbox',
    'webhook|callback|notification',
    'connect|connection|integrate|integration',
    'disconnect|disconnected',
    'request|call',
    'response|reply|result',
    'endpoint|route|url',
    'website|site|page',
    'browser|chrome|chromium',
    'headless|no window|without window|without ui|no gui',
    'window|viewport|screen',
    'size|resolution|dimension',
    'proxy|proxies',
    'ip|ip address',
    'schedule|cron|recurring',
    'retry|retries|try again',
    'concurrent|parallel|simultaneous|at the same time',
    'private|internal',
    'public|shared',
    'free|trial',
    'subscription|plan|tier',
    'pay|payment|billing',
    'cache|caching',
    'cookie|session',
    'profile|identity',
    'template|boilerplate|starter',
    'model|llm',
    'prompt|instruction',
    'chat|conversation|message',
    'embed|embedding|iframe|widget',
    'stream|streaming',
    'usage|consumption|spend',
  ],
  de: ['löschen|entfernen', 'erstellen|anlegen|hinzufügen', 'anmelden|einloggen|login', 'preis|kosten|abrechnung'],
  fr: ['supprimer|effacer|retirer', 'créer|ajouter', 'connexion|connecter|login', 'prix|tarif|tarifs|facturation'],
  es: ['eliminar|borrar|quitar', 'crear|añadir|agregar', 'iniciar sesión|login|acceder', 'precio|precios|costo|coste'],
};

/** Words a question gains at most, and at most from one group. */
const MAX_EXTRA = 6;
const MAX_PER_GROUP = 4;

/** A group's member: its words as written (what Pagefind is asked) and their stems joined by spaces. */
interface Member {
  word: string;
  stems: string;
}

const parsed = new Map<string, Member[][]>();

function groupsOf(language: string): Member[][] {
  const code = language.toLowerCase().split('-')[0] || 'en';
  let groups = parsed.get(code);
  if (!groups) {
    groups = (GROUPS[code] ?? []).map((group) =>
      group.split('|').map((word) => ({ word, stems: stems(word).join(' ') })),
    );
    parsed.set(code, groups);
  }
  return groups;
}

const stems = (text: string) => wordsOf(text).map(stem);

/** A word the question gains, and the stem of the reader's word (a phrase's first word) it stands for. */
export interface Synonym {
  word: string;
  of: string;
}

/**
 * The single words the thesaurus adds to `term` (as typed, in `language`): members of each group that one of the
 * question's words or phrases belongs to, less the words it already has; at most {@link MAX_PER_GROUP} a group and
 * {@link MAX_EXTRA} in all, in the thesaurus's order.
 */
export function synonymsOf(term: string, language: string): Synonym[] {
  const typed = stems(term);
  if (typed.length === 0) return [];
  const text = ` ${typed.join(' ')} `;
  const have = new Set(typed);
  const extra = new Map<string, Synonym>();
  for (const group of groupsOf(language)) {
    const member = group.find((m) => text.includes(` ${m.stems} `));
    if (member === undefined) continue;
    let added = 0;
    for (const other of group) {
      if (added === MAX_PER_GROUP) break;
      if (other.stems.includes(' ') || have.has(other.stems) || extra.has(other.stems)) continue;
      extra.set(other.stems, { word: other.word, of: member.stems.split(' ')[0] });
      added++;
    }
  }
  return [...extra.values()].slice(0, MAX_EXTRA);
}
