/**
 * Render one component of a project in the sandbox: its module and the modules it imports (source text, with the
 * paths their imports resolve to) are compiled here and defined in the page's sandbox context, the component is
 * called with its props, and the tree it returns is read as untrusted data (tree.ts). A failure says where, in the
 * author's file: a syntax error, a thrown error, or a cap reached (time, memory, stack, output size).
 */
import { compileModule } from './compile.js';
import { callSandbox } from './sandbox.js';
import type { SandboxRequest } from './thread.js';
import { readTree, type SandboxNode } from './tree.js';

export type { SandboxNode } from './tree.js';

/** A module as the caller knows it: its source text, and the path each of its import specifiers names. */
export interface ModuleSource {
  path: string;
  source: string;
  /** Import specifier → snippet path; specifiers not here (except `react`) cannot be imported in the sandbox. */
  imports: Record<string, string>;
}

/** Where in an author's file. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

export type RenderOutcome =
  | {
      ok: true;
      nodes: SandboxNode[];
      /** What the tree had that Quire does not show (`<script>`, `onClick` …), each once. */
      dropped: string[];
      /** Event handlers given as functions, `Component onClick`, each once: they cannot run in static HTML. */
      handlers: string[];
    }
  | {
      ok: false;
      /** `syntax`: esbuild cannot read a module; `error`: the code threw; the others are caps. */
      kind: 'syntax' | 'error' | 'interrupted' | 'memory' | 'stack' | 'output';
      message: string;
      at: SourcePlace | undefined;
    };

let sessions = 0;

/** One page's sandbox use: its context is fresh (nothing is shared with other pages), its modules defined once. */
export class SandboxSession {
  private readonly id = ++sessions;
  /** Modules defined in the context so far, by path, with the source they were defined from. */
  private readonly defined = new Map<string, string>();
  private readonly maps = new Map<string, (line: number, column: number) => { line: number; column: number }>();

  constructor(private readonly builtins: readonly string[]) {}

  /**
   * Render the export `name` of `entry` with `props` (plain data; `{ $$ph: n }` stands for markup kept by the caller).
   * `modules` gives every module `entry` may reach, the entry first.
   */
  render(modules: readonly ModuleSource[], entry: string, name: string, props: unknown): RenderOutcome {
    const fresh: SandboxRequest['modules'] = [];
    for (const module of modules) {
      if (this.defined.get(module.path) === module.source) continue;
      const compiled = compileModule(module.path, module.source);
      if (!compiled.ok)
        return {
          ok: false,
          kind: 'syntax',
          message: compiled.message,
          at: { file: module.path, line: compiled.line, column: compiled.column },
        };
      // The wrapper the thread adds is one line: the compiled code starts on line 2.
      this.maps.set(module.path, (line, column) => compiled.toOriginal(line - 1, column));
      fresh.push({ path: module.path, code: compiled.code, imports: module.imports });
      this.defined.set(module.path, module.source);
    }
    const reply = callSandbox({
      session: this.id,
      modules: fresh,
      builtins: [...this.builtins],
      entry,
      name,
      props: JSON.stringify(props),
    });
    if (!reply.ok) {
      // A context that ran out of memory or time is replaced: its modules are defined again in the next one.
      if (reply.kind !== 'error') this.defined.clear();
      return { ok: false, kind: reply.kind, message: reply.message, at: this.placeOf(reply.stack) };
    }
    const tree = readTree(reply.json);
    return { ok: true, nodes: tree.nodes, dropped: tree.dropped, handlers: tree.handlers };
  }

  /** The first frame of `stack` in one of this page's modules, in the author's lines. */
  private placeOf(stack: string): SourcePlace | undefined {
    for (const match of stack.matchAll(/\((.+):(\d+):(\d+)\)\s*$/gm)) {
      const toOriginal = this.maps.get(match[1] ?? '');
      if (!toOriginal) continue;
      const at = toOriginal(Number(match[2]), Number(match[3]));
      return { file: match[1] ?? '', line: Math.max(1, at.line), column: Math.max(1, at.column) };
    }
    return undefined;
  }
}
