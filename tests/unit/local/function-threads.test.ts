import { resolve } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFunctionThreads,
  type BackgroundFunction,
  type FunctionThreads,
} from '#infra/local/stage/workers/function-threads';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const PROBE = resolve(import.meta.dirname, 'fixtures/thread-probe-handler.ts');
const fn = (id: string): BackgroundFunction => ({ id, handler: 'thread-probe', timeoutSeconds: 5 });
type Probe = { isMainThread: boolean; threadId: number; invocations: number; env: string | null };

describe('background functions in threads of their own', () => {
  let threads: FunctionThreads | undefined;
  const lines: string[] = [];
  const start = () =>
    (threads = startFunctionThreads({
      repoRoot: REPO_ROOT,
      moduleFile: () => PROBE,
      log: (line) => lines.push(line),
    }));
  afterEach(async () => {
    await threads?.stop();
    lines.length = 0;
  });

  it('runs each function off the request thread, in one warm thread per function', async () => {
    expect(isMainThread).toBe(true);
    const { invoke } = start();
    const first = await invoke<Probe>(fn('Compactor'), {});
    const again = await invoke<Probe>(fn('Compactor'), {});
    const other = await invoke<Probe>(fn('Sitemaps'), {});
    expect(first).toMatchObject({ isMainThread: false, invocations: 1 });
    // The same container: its module state carried over.
    expect(again).toMatchObject({ threadId: first.threadId, invocations: 2 });
    expect(other.threadId).not.toBe(first.threadId);
    expect(other.invocations).toBe(1);
  });

  it("gives a thread the process's environment as it was when the threads were set up", async () => {
    process.env.FUNCTION_THREADS_TEST = 'the stage';
    const { invoke } = start();
    process.env.FUNCTION_THREADS_TEST = 'a later stage';
    try {
      expect(await invoke<Probe>(fn('Env'), { env: 'FUNCTION_THREADS_TEST' })).toMatchObject({
        env: 'the stage',
      });
    } finally {
      delete process.env.FUNCTION_THREADS_TEST;
    }
  });

  it("rejects with the handler's error, and the thread goes on serving", async () => {
    const { invoke } = start();
    await expect(invoke(fn('Failing'), { fail: 'no such listing' })).rejects.toMatchObject({
      name: 'RangeError',
      message: 'no such listing',
    });
    expect(await invoke<Probe>(fn('Failing'), {})).toMatchObject({ invocations: 2 });
  });

  it('replaces a thread that died with a new one (a cold container)', async () => {
    const { invoke } = start();
    const before = await invoke<Probe>(fn('Crashing'), {});
    await expect(invoke(fn('Crashing'), { crash: true })).rejects.toThrow(
      'Crashing: its thread exited (3)',
    );
    const after = await invoke<Probe>(fn('Crashing'), {});
    expect(after.threadId).not.toBe(before.threadId);
    expect(after.invocations).toBe(1);
  });

  it('refuses calls once stopped', async () => {
    const { invoke, stop } = start();
    await invoke(fn('Stopping'), {});
    await stop();
    await expect(invoke(fn('Stopping'), {})).rejects.toThrow('stopped');
  });
});
