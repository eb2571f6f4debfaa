import type { RunningEmulator } from './dynamodb';

/** An emulator process that can say when it ended without being asked to. */
export type WatchedEmulator = RunningEmulator & {
  /** Resolves when the process exits, with how it ended. */
  exited: Promise<string>;
};

export type SuperviseOptions = {
  name: string;
  /** Starts the emulator on this port (the first time: any free port, when undefined). */
  start: (port: number | undefined) => Promise<WatchedEmulator>;
  log: (line: string) => void;
  /** At most this many restarts in `windowMs`; past it the stage says so and leaves it down. */
  maxRestarts?: number;
  windowMs?: number;
};

/**
 * Keeps an emulator running for the stage's whole life: when its process dies (killed, out of
 * memory), the stage says so and starts it again on the same port and data, so the handlers'
 * endpoints stay right; requests meanwhile get the handlers' 503. A process that keeps dying is
 * left down after a few tries, with a message, rather than restarted forever.
 */
export async function supervise(options: SuperviseOptions): Promise<RunningEmulator> {
  const { name, log } = options;
  const maxRestarts = options.maxRestarts ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  let current = await options.start(undefined);
  const port = current.port;
  let stopping = false;
  const restarts: number[] = [];

  const watch = (emulator: WatchedEmulator) => {
    void emulator.exited.then(async (how) => {
      if (stopping || emulator !== current) return;
      const now = Date.now();
      while (restarts.length > 0 && restarts[0]! < now - windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        log(
          `${name} stopped unexpectedly (${how}) and has failed ${restarts.length} times in a minute: ` +
            'not restarting it. Stop the stage (Ctrl+C) and start it again.',
        );
        return;
      }
      restarts.push(now);
      log(`${name} stopped unexpectedly (${how}); restarting it on port ${port}...`);
      try {
        const next = await options.start(port);
        if (stopping) {
          await next.stop();
          return;
        }
        current = next;
        log(`${name} is running again.`);
        watch(next);
      } catch (error) {
        log(`${name} could not be restarted: ${error instanceof Error ? error.message : error}`);
      }
    });
  };
  watch(current);

  return {
    endpoint: current.endpoint,
    port,
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}
