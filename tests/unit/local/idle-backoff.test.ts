import { describe, expect, it } from 'vitest';
import { idleBackoff } from '#infra/local/stage/workers/idle-backoff';

describe('idleBackoff', () => {
  it('doubles the pause after each empty poll up to the longest, and starts again on reset', () => {
    const backoff = idleBackoff({ baseMs: 250, maxMs: 1000 });
    expect([backoff.next(), backoff.next(), backoff.next(), backoff.next()]).toEqual([
      250, 500, 1000, 1000,
    ]);
    backoff.reset();
    expect([backoff.next(), backoff.next()]).toEqual([250, 500]);
  });

  it('never pauses less than the base, even with a longest pause below it', () => {
    const backoff = idleBackoff({ baseMs: 50, maxMs: 10 });
    expect([backoff.next(), backoff.next()]).toEqual([50, 50]);
  });
});
