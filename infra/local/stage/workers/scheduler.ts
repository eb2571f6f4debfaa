import { rateMs, type ScheduleDefinition } from '#infra/stack/definitions/schedules';

export type LocalScheduler = {
  /** Runs a job now (or waits for the run in progress), as a manual test would. */
  run(id: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The local stage's stand-in for EventBridge Scheduler: each schedule's job runs every
 * `rate(...)`, first one period after start as in AWS. A run never overlaps the previous run
 * of the same job; a tick that finds it still running is skipped. Failures are logged and the
 * schedule carries on.
 */
export function startLocalScheduler(options: {
  schedules: readonly ScheduleDefinition[];
  invoke: (schedule: ScheduleDefinition) => Promise<unknown>;
  log: (line: string) => void;
}): LocalScheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runJob = (schedule: ScheduleDefinition): Promise<void> => {
    const current = running.get(schedule.id);
    if (current) return current;
    const run = options
      .invoke(schedule)
      .then(() => undefined)
      .catch((error: unknown) =>
        options.log(
          `Scheduled job ${schedule.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      )
      .finally(() => running.delete(schedule.id));
    running.set(schedule.id, run);
    return run;
  };

  for (const schedule of options.schedules) {
    const every = rateMs(schedule.expression);
    const timer = setInterval(() => {
      if (stopped) return;
      if (running.has(schedule.id)) {
        options.log(`Scheduled job ${schedule.id} is still running; skipping this run`);
        return;
      }
      void runJob(schedule);
    }, every);
    timers.push(timer);
  }

  return {
    run: async (id) => {
      const schedule = options.schedules.find((s) => s.id === id);
      if (!schedule) throw new Error(`No schedule ${id}`);
      if (stopped) throw new Error('The local scheduler has stopped');
      await runJob(schedule);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
