import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleDefinition } from '#infra/stack/definitions/schedules';
import { startLocalScheduler } from '#infra/local/stage/workers/scheduler';

const job = (id: string, expression: ScheduleDefinition['expression']): ScheduleDefinition => ({
  id,
  handler: 'unused',
  expression,
  description: 'test',
  timeoutSeconds: 1,
  memoryMb: 128,
  access: {},
});

describe('the local scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job on its rate, the first time one period after start', async () => {
    const runs: string[] = [];
    const scheduler = startLocalScheduler({
      schedules: [job('Often', 'rate(1 minute)'), job('Rarely', 'rate(10 minutes)')],
      invoke: async (schedule) => void runs.push(schedule.id),
      log: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs.filter((r) => r === 'Often')).toHaveLength(10);
    expect(runs.filter((r) => r === 'Rarely')).toHaveLength(1);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(11);
  });

  it('never overlaps a job with itself, and keeps going after a failure', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const lines: string[] = [];
    const scheduler = startLocalScheduler({
      schedules: [job('Slow', 'rate(1 minute)')],
      invoke: async () => {
        calls++;
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 150_000));
        running--;
        if (calls === 1) throw new Error('boom');
      },
      log: (line) => lines.push(line),
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(most).toBe(1);
    expect(calls).toBeGreaterThan(2);
    expect(lines.some((line) => line.includes('Slow failed: Error: boom'))).toBe(true);
    expect(lines.some((line) => line.includes('still running'))).toBe(true);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(150_000);
    await stopped;
  });

  it('runs a job on request, sharing a run already in progress', async () => {
    let calls = 0;
    const scheduler = startLocalScheduler({
      schedules: [job('Manual', 'rate(1 hour)')],
      invoke: async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      },
      log: () => undefined,
    });
    const first = scheduler.run('Manual');
    const second = scheduler.run('Manual');
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    await expect(scheduler.run('Nope')).rejects.toThrow(/No schedule/);
    await scheduler.stop();
  });
});
