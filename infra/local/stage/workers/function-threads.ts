import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { handlerEntry } from '#infra/stack/definitions/routes';
import type {
  FunctionThreadData,
  InvocationReply,
  InvocationRequest,
} from './function-thread-protocol';

/** A stream consumer, a scheduled job or an S3-triggered function (infra/stack/definitions). */
export type BackgroundFunction = { id: string; handler: string; timeoutSeconds: number };

export type FunctionThreads = {
  /** Calls the function's handler in its own thread, started on its first call. */
  invoke<T>(fn: BackgroundFunction, event: unknown): Promise<T>;
  /**
   * Starts the function's thread now, its handler module loading, so that its first event is
   * handled as promptly as the next (a second and more otherwise: tsx, the SDK, the module).
   */
  warm(fn: BackgroundFunction): void;
  /** Ends every thread; calls still running are rejected. */
  stop(): Promise<void>;
};

const THREAD_MAIN = new URL('./function-thread-main.ts', import.meta.url).href;

/**
 * A thread's first code: TypeScript and the repository's path aliases through tsx's loader
 * (the same in `tsx`, vitest or any parent), then the thread's own module.
 */
function bootstrap(repoRoot: string): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const tsconfig = resolve(repoRoot, 'tsconfig.json');
  return (
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register({ tsconfig: ${JSON.stringify(tsconfig)} }); ` +
    `return import(${JSON.stringify(THREAD_MAIN)}); });`
  );
}

class ThreadCrashed extends Error {}

type Running = {
  thread: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
};

/**
 * The local stage's Lambda containers for background work: one worker thread per function,
 * holding its handler module warm, as AWS gives each stream consumer, schedule and S3-triggered
 * function containers of its own. Their CPU, memory and event loop are then not the request
 * process's: a snapshot compaction or a sitemap build cannot hold up an API request, and a
 * request's figure is what one container would do (docs/decisions/054). Invocations of one
 * function may overlap as in-process calls did; the thread interleaves them.
 *
 * The environment is the process's at this call (the stage has set its handler variables by
 * then), so a later stage in the same process does not change what these threads see.
 */
export function startFunctionThreads(options: {
  repoRoot: string;
  /** The handler module of a function; default lambdas/handlers/<handler>.ts. */
  moduleFile?: (fn: BackgroundFunction) => string;
  log: (line: string) => void;
}): FunctionThreads {
  const env = { ...process.env };
  const code = bootstrap(options.repoRoot);
  const moduleFile =
    options.moduleFile ??
    ((fn) => resolve(options.repoRoot, handlerEntry({ handler: fn.handler })));
  const threads = new Map<string, Running>();
  let seq = 0;
  let stopped = false;

  const start = (fn: BackgroundFunction): Running => {
    const workerData: FunctionThreadData = {
      moduleFile: moduleFile(fn),
      fn: { id: fn.id, handler: fn.handler, timeoutSeconds: fn.timeoutSeconds },
    };
    const thread = new Worker(code, { eval: true, workerData, env, execArgv: [] });
    const running: Running = { thread, pending: new Map() };
    const fail = (error: Error) => {
      if (threads.get(fn.id) === running) threads.delete(fn.id);
      for (const call of running.pending.values()) call.reject(error);
      running.pending.clear();
    };
    thread.on('message', (reply: InvocationReply) => {
      const call = running.pending.get(reply.seq);
      if (!call) return;
      running.pending.delete(reply.seq);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    // An uncaught error ends the thread, as it would end a Lambda container: the next call
    // starts a new one.
    thread.on('error', (error) => {
      options.log(`${fn.id}: its thread failed: ${error.stack ?? error.message}`);
      fail(new ThreadCrashed(`${fn.id}: its thread failed: ${error.message}`));
    });
    thread.on('exit', (code) => fail(new ThreadCrashed(`${fn.id}: its thread exited (${code})`)));
    threads.set(fn.id, running);
    return running;
  };

  return {
    warm: (fn) => {
      if (!stopped && !threads.has(fn.id)) start(fn);
    },
    invoke: <T>(fn: BackgroundFunction, event: unknown) => {
      if (stopped) return Promise.reject(new Error('The background function threads have stopped'));
      const running = threads.get(fn.id) ?? start(fn);
      const request: InvocationRequest = { seq: ++seq, event };
      return new Promise<T>((resolve, reject) => {
        running.pending.set(request.seq, { resolve: resolve as (value: unknown) => void, reject });
        running.thread.postMessage(request);
      });
    },
    stop: async () => {
      stopped = true;
      const all = [...threads.values()];
      threads.clear();
      await Promise.allSettled(all.map(({ thread }) => thread.terminate()));
    },
  };
}
