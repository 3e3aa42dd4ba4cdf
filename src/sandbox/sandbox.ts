/**
 * The host side of the sandbox: one thread per Quire thread, started on the first render that needs it (a site
 * without components with logic never starts it), answering synchronously: the caller posts a request and waits on
 * a shared flag, with a wall-clock backstop after which the thread is ended and the render reported as too slow.
 */
import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { PRELUDE } from './prelude.js';
import { SANDBOX_LIMITS, type SandboxReply, type SandboxRequest, threadSource } from './thread.js';

/** The first answer includes loading QuickJS; later ones only the render, capped inside the thread. */
const FIRST_WAIT_MS = 30_000;
const BACKSTOP_MS = SANDBOX_LIMITS.milliseconds * 3;

interface Thread {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
  started: boolean;
}

let thread: Thread | undefined;

function startThread(): Thread {
  const require = createRequire(import.meta.url);
  const quickjs = require.resolve('quickjs-emscripten');
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(threadSource(), {
    eval: true,
    workerData: { port: port2, flag, quickjs, prelude: PRELUDE, limits: SANDBOX_LIMITS },
    transferList: [port2],
    // The thread's own heap stays small: QuickJS's memory is a WebAssembly memory, capped inside.
    resourceLimits: { maxOldGenerationSizeMb: 96 },
    stdout: false,
    stderr: false,
  });
  worker.unref();
  port1.unref();
  // A thread that stops (ended after a backstop, or crashed) is replaced on the next render.
  worker.on('exit', () => {
    if (thread?.worker === worker) thread = undefined;
  });
  worker.on('error', () => {
    if (thread?.worker === worker) thread = undefined;
  });
  return { worker, port: port1, flag, started: false };
}

/** Send `request` to the sandbox thread and wait for its answer. */
export function callSandbox(request: SandboxRequest): SandboxReply {
  thread ??= startThread();
  const current = thread;
  Atomics.store(current.flag, 0, 0);
  current.port.postMessage(request);
  const waited = Atomics.wait(current.flag, 0, 0, current.started ? BACKSTOP_MS : FIRST_WAIT_MS);
  const message = receiveMessageOnPort(current.port);
  if (waited === 'timed-out' || !message) {
    void current.worker.terminate();
    if (thread === current) thread = undefined;
    return {
      ok: false,
      kind: 'interrupted',
      message: 'the sandbox did not answer in time',
      stack: '',
    };
  }
  current.started = true;
  return message.message as SandboxReply;
}

/** Whether the sandbox thread is running (it starts on the first component with logic). */
export function sandboxRunning(): boolean {
  return thread !== undefined;
}

/** End the sandbox thread, if one was started (tests, and a dev server that stops). */
export async function closeSandbox(): Promise<void> {
  const current = thread;
  thread = undefined;
  if (current) await current.worker.terminate();
}
