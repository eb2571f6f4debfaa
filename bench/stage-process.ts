import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LocalStage, LocalStageOptions } from '#infra/local/stage/stage';

/** What the bench uses of its stage: addresses, and a way to stop it. */
export type BenchStage = Pick<
  LocalStage,
  'url' | 'tableName' | 'endpoints' | 'buckets' | 'userPool'
> & {
  /** The stage's process (for its CPU figures). */
  pid: number;
  stop(): Promise<void>;
};

export type StageReady = { ready: Omit<BenchStage, 'stop' | 'pid'> };

const CHILD = fileURLToPath(new URL('./stage-child.ts', import.meta.url));

/**
 * Starts the local stage in a child process, as `npm start` runs it: the bench's own work (its
 * clients, the search index and admin mirror it builds to measure their cold loads) then shares
 * neither the stage's event loop nor its heap, and a request's figure is the stage's alone
 * (docs/decisions/054-background-work-off-the-request-process.md).
 */
export function startStageProcess(options: Omit<LocalStageOptions, 'log'>): Promise<BenchStage> {
  const child = fork(CHILD, [JSON.stringify(options)], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench's stage exited (${code})`)));
    child.once('message', (message: StageReady | { error: string }) => {
      if ('error' in message) return reject(new Error(message.error));
      resolve({
        ...message.ready,
        pid: child.pid!,
        stop: async () => {
          child.send('stop');
          await exited;
        },
      });
    });
  });
}
