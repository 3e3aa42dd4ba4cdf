/**
 * What one MDX page may expand into. Snippets, components, `.map` and `{expressions}` turn a few hundred bytes into
 * as much as an author asks for: ten includes of a snippet that includes another ten times, a template literal that
 * doubles a string twenty times, a list mapped inside a map of itself. Every expansion is counted as it is made,
 * before its memory is spent, against three budgets per page; going over one stops the page with an error at the
 * place that went over, never a hang or an out-of-memory crash. Each is far above what a real page needs: the
 * most any page of the 22 corpus projects uses is 171 KB inlined, 1,489 nodes and 116,031 units.
 */
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { MAX_PAGE_BYTES } from '../limits.js';

/** Page text plus every inclusion of a snippet's text: a page with its snippets inlined has the page size limit. */
export const MAX_INLINED_BYTES = MAX_PAGE_BYTES;

/** Nodes that snippets, components, `.map` and `{children}` add to one page (a node is an element, text, …). */
export const MAX_EXPANDED_NODES = 100_000;

/**
 * Characters of text, list items and object properties that expressions build, copy and show on one page (a value
 * counts each time it is used), and names copied into the scopes of components and `.map` items.
 */
export const MAX_VALUE_UNITS = 4_000_000;

/** Going over a budget: thrown where it happens, caught by the page's render and reported at `place`. */
export class OverBudget extends Error {
  /** Where the expansion that went over is written (a place in a snippet remembers its file, see snippet-scope). */
  place: Position | undefined;
  constructor(
    message: string,
    readonly rule: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'OverBudget';
  }
}

/** The counts of one page's expansion. */
export class PageBudget {
  private inlined: number;
  private nodes = 0;
  private units = 0;

  constructor(pageBytes: number) {
    this.inlined = pageBytes;
  }

  /** The snippet `path`, of `bytes` characters, is inlined once more. */
  inline(path: string, bytes: number): void {
    this.inlined += bytes;
    if (this.inlined > MAX_INLINED_BYTES)
      throw new OverBudget(
        `the page with its snippets inlined is over ${mb(MAX_INLINED_BYTES)} (the limit of a page) when ${path} is included here`,
        'markdown/page-too-large',
        'include fewer or smaller snippets; a snippet included in a snippet counts each time its includer is included',
      );
  }

  /** `count` nodes are added to the page. */
  addNodes(count: number): void {
    this.nodes += count;
    if (this.nodes > MAX_EXPANDED_NODES)
      throw new OverBudget(
        `snippets, components and \`.map\` add more than ${MAX_EXPANDED_NODES.toLocaleString('en-US')} elements to the page here`,
        'mdx/too-large',
        'a real page needs a few thousand; look for a snippet or list that includes or maps itself many times over',
      );
  }

  /** `units` characters, list items or properties are built or copied. */
  addUnits(units: number): void {
    this.units += units;
    if (this.units > MAX_VALUE_UNITS)
      throw new OverBudget(
        `expressions build more than ${MAX_VALUE_UNITS.toLocaleString('en-US')} characters and list items on the page here`,
        'mdx/too-large',
        'look for a template literal or list that repeats itself, or a large value used many times',
      );
  }

  /** How many more nodes fit (for counting a tree only as far as the budget goes). */
  nodesLeft(): number {
    return MAX_EXPANDED_NODES - this.nodes;
  }

  /** How many more units fit (for measuring a value only as far as the budget goes). */
  unitsLeft(): number {
    return MAX_VALUE_UNITS - this.units;
  }
}

const budgets = new WeakMap<VFile, PageBudget>();

/** The budget of the page `file` (the snippets and components passes share it). */
export function budgetOf(file: VFile): PageBudget {
  let budget = budgets.get(file);
  if (!budget) {
    budget = new PageBudget(String(file.value).length);
    budgets.set(file, budget);
  }
  return budget;
}

/** The nodes in `nodes` and below, counted only as far as `cap` (anything larger gives `cap + 1`). */
export function countNodes(nodes: readonly unknown[], cap: number): number {
  let count = 0;
  const stack: unknown[] = [...nodes];
  while (stack.length > 0 && count <= cap) {
    const node = stack.pop() as { children?: unknown[] };
    count++;
    if (Array.isArray(node.children)) for (const child of node.children) stack.push(child);
  }
  return Math.min(count, cap + 1);
}

/** Run `work`; an {@link OverBudget} from it that knows no place yet is placed at `place`. */
export function placed<T>(place: Position | undefined, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof OverBudget && error.place === undefined) error.place = place;
    throw error;
  }
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
