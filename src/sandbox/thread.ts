/**
 * The sandbox thread: a worker thread that holds one QuickJS runtime (loaded once, reused) and answers render requests
 * on a message port. The host blocks on a shared flag until the answer is posted, so rendering stays synchronous on
 * its side. This function is sent to the thread as text (`threadSource`), so it may use nothing from its module.
 */

/** What the host sends: modules to define in the page's context (new ones only), then the component to render. */
export interface SandboxRequest {
  /** A new value starts a fresh context (one per page: no state is shared between pages). */
  session: number;
  modules: Array<{ path: string; code: string; imports: Record<string, string> }>;
  /** Names of Quire's built-in components, defined as globals (`<Tooltip>` in a component is Quire's). */
  builtins: string[];
  entry: string;
  name: string;
  /** The props as JSON; `{ "$$ph": n }` stands for markup the host keeps (children). */
  props: string;
}

/** What the thread answers: the rendered tree as JSON, or why not. */
export type SandboxReply =
  | { ok: true; json: string }
  | { ok: false; kind: 'error' | 'interrupted' | 'memory' | 'stack' | 'output'; message: string; stack: string };

type Failure = Extract<SandboxReply, { ok: false }>;

/** Caps of one render. The tick cap is deterministic (QuickJS calls the handler every ~10 000 operations). */
export interface SandboxLimits {
  /** QuickJS's own limit (it counts allocations more than bytes in this build; `heapBytes` is the cap that holds). */
  memoryBytes: number;
  /** The WebAssembly memory's maximum: QuickJS, the prelude and what a render allocates, all together. */
  heapBytes: number;
  stackBytes: number;
  ticks: number;
  milliseconds: number;
}

// The step cap binds first (about 30 million operations, well under a second on an idle machine), so whether a
// component finishes does not depend on the machine's load; the clock is a backstop for a loaded one.
export const SANDBOX_LIMITS: SandboxLimits = {
  memoryBytes: 64 * 1024 * 1024,
  heapBytes: 96 * 1024 * 1024,
  stackBytes: 512 * 1024,
  ticks: 3_000,
  milliseconds: 5_000,
};

/** The thread's text: the function below, called with what it needs. */
export function threadSource(): string {
  // A thread evaluated from text is a CommonJS script: it has `require`, handed to the function as a parameter. A
  // bundler rewrites a free `require` in the function's text (esbuild: `__require`, which the thread lacks), never a
  // parameter's.
  return `(${threadMain.toString()})(require)`;
}

/* v8 ignore start: this runs in the thread, as text */
function threadMain(require: NodeJS.Require): void {
  const { workerData } = require('node:worker_threads');
  const { port, flag, quickjs, prelude, limits } = workerData as {
    port: import('node:worker_threads').MessagePort;
    flag: Int32Array;
    quickjs: string;
    prelude: string;
    limits: SandboxLimits;
  };
  // biome-ignore lint/suspicious/noExplicitAny: QuickJS handles, typed by the host's calls only
  type Any = any;
  let runtime: Any;
  let context: Any;
  let session = -1;
  let ticks = 0;
  let deadline = 0;
  // `require`, not `import()`: the text of this function must not depend on how its module was compiled.
  // The cap that holds is the WebAssembly memory's own maximum: this build of QuickJS has no malloc_usable_size, so
  // its runtime memory limit counts allocations, not their sizes (300 strings of 1 MB passed a 64 MB limit, and an
  // endless one grew the build to 2.2 GB in 7 s before failing at wasm32's 2 GB). A fresh module after a failure.
  const load = (): Promise<Any> => {
    const qjs = require(quickjs);
    const pages = (bytes: number) => Math.ceil(bytes / 65_536);
    const wasmMemory = new WebAssembly.Memory({ initial: pages(16 << 20), maximum: pages(limits.heapBytes) });
    return qjs.newQuickJSWASMModule(qjs.newVariant(qjs.RELEASE_SYNC, { wasmMemory }));
  };
  let ready: Promise<Any> = load();
  const answer = (reply: SandboxReply) => {
    port.postMessage(reply);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  };
  const newRuntime = (qjs: Any) => {
    runtime = qjs.newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(limits.stackBytes);
    runtime.setInterruptHandler(() => ++ticks > limits.ticks || Date.now() > deadline);
  };
  const dropContext = () => {
    if (context?.alive) context.dispose();
    context = undefined;
  };
  const failure = (error: Any): Failure => {
    const message = String(error?.message ?? error);
    const stack = String(error?.stack ?? '')
      .split('\n')
      .slice(0, 12)
      .join('\n');
    const kind =
      error?.name === 'InternalError' && message === 'interrupted'
        ? 'interrupted'
        : error?.name === 'InternalError' && message === 'out of memory'
          ? 'memory'
          : error?.name === 'InternalError' && message === 'stack overflow'
            ? 'stack'
            : error?.name === 'RangeError' &&
                /^(the component renders more than|components nested more than)/.test(message)
              ? 'output'
              : 'error';
    return { ok: false, kind, message: `${error?.name ?? 'Error'}: ${message}`.slice(0, 2000), stack };
  };
  const run = (code: string, file: string): { ok: true; value: Any } | { ok: false; reply: Failure } => {
    const result = context.evalCode(code, file);
    if (result.error) {
      let dumped: Any;
      try {
        dumped = context.dump(result.error);
      } catch {
        dumped = { name: 'InternalError', message: 'out of memory' };
      }
      result.error.dispose();
      return { ok: false, reply: failure(dumped) };
    }
    const value = context.dump(result.value);
    result.value.dispose();
    return { ok: true, value };
  };
  port.on('message', async (request: SandboxRequest) => {
    try {
      const qjs = await ready;
      if (!runtime) newRuntime(qjs);
      ticks = 0;
      deadline = Date.now() + limits.milliseconds;
      if (request.session !== session || !context) {
        dropContext();
        session = request.session;
        context = runtime.newContext();
        const started = run(prelude, 'quire:prelude');
        if (!started.ok) throw new Error(started.reply.message);
        const names = run(`__builtins(${JSON.stringify(request.builtins)})`, 'quire:builtins');
        if (!names.ok) return answer(names.reply);
      }
      for (const module of request.modules) {
        const defined = run(
          `__define(${JSON.stringify(module.path)}, ${JSON.stringify(module.imports)}, function (exports, require, module) {\n${module.code}\n});`,
          module.path,
        );
        if (!defined.ok) return answer(defined.reply);
      }
      ticks = 0;
      deadline = Date.now() + limits.milliseconds;
      const call = `__render(${JSON.stringify(request.entry)}, ${JSON.stringify(request.name)}, ${JSON.stringify(request.props)})`;
      const rendered = run(call, 'quire:render');
      if (!rendered.ok) {
        // After running out of memory or stack the context may be unusable: the next render starts a fresh one.
        if (rendered.reply.kind !== 'error') dropContext();
        return answer(rendered.reply);
      }
      answer({ ok: true, json: String(rendered.value) });
    } catch (error) {
      // QuickJS itself failed (its memory exhausted while the host copied a value): start again with a new runtime,
      // in a new module, since a module that ran out of memory inside Emscripten may be left unusable.
      dropContext();
      try {
        runtime?.dispose();
      } catch {}
      runtime = undefined;
      ready = load();
      answer(failure(error));
    }
  });
}
/* v8 ignore stop */
