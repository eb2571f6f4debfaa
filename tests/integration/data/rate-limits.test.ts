import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequest } from '#lambdas/platform/rate-limits-repo';
import { startLocalTable, type LocalTable } from '../../support/local-table';

/** The phone-reveal limit of decision 011: 10 a minute. */
const LIMIT = 10;
const WINDOW_SECONDS = 60;
const BOUNDARY = Date.parse('2026-11-25T10:01:00.000Z');

describe('rate limits on DynamoDB Local: a sliding window', () => {
  let table: LocalTable;
  let client = 0;
  beforeAll(async () => {
    table = await startLocalTable('vanyard-test-rate-limits');
  });
  afterAll(async () => {
    await table?.stop();
  });

  /** Requests of one new client at the given times; which of them were let through. */
  async function send(times: number[], clientKey = `client-${++client}`) {
    const allowed: boolean[] = [];
    for (const at of times) {
      const decision = await countRequest(table.db, {
        scope: 'phone',
        clientKey,
        limit: LIMIT,
        windowSeconds: WINDOW_SECONDS,
        now: new Date(at),
      });
      allowed.push(decision.allowed);
    }
    return allowed;
  }

  it('lets through no more than the limit in 1.2 s across a window boundary (a fixed window let 20)', async () => {
    // 20 requests 60 ms apart, from 0.6 s before the minute to 0.6 s after it.
    const times = Array.from({ length: 20 }, (_, i) => BOUNDARY - 600 + i * 60);
    const allowed = await send(times);
    expect(allowed.filter(Boolean)).toHaveLength(LIMIT);
    expect(allowed.slice(0, LIMIT).every(Boolean)).toBe(true);
  });

  it('counts the previous window by the share of it the sliding window still covers', async () => {
    const key = `client-${++client}`;
    // A full previous window, then half-way through the next: room for half the limit.
    await send(
      Array.from({ length: LIMIT }, (_, i) => BOUNDARY - 30_000 + i * 1000),
      key,
    );
    const halfWay = await send(
      Array.from({ length: LIMIT }, () => BOUNDARY + 30_000),
      key,
    );
    expect(halfWay.filter(Boolean)).toHaveLength(5);
  });

  it('lets exactly the limit through when requests arrive at once, and does not count refusals', async () => {
    const key = `client-${++client}`;
    const decisions = await Promise.all(
      Array.from({ length: 16 }, () =>
        countRequest(table.db, {
          scope: 'phone',
          clientKey: key,
          limit: LIMIT,
          windowSeconds: WINDOW_SECONDS,
          now: new Date(BOUNDARY + 1000),
        }),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(LIMIT);
    for (const refused of decisions.filter((d) => !d.allowed)) {
      // 10 in this window: the next passes once 10 % of the next window has gone.
      expect(refused).toEqual({ allowed: false, retryAfterMs: 59_000 + 6_000 });
    }
    // Only the 10 accepted count in the next window: 90 % in, they weigh 10 × 0.1 = 1 and 9
    // pass (had the 16 counted, 1.6 would leave room for 8).
    const later = await send(
      Array.from({ length: LIMIT }, () => BOUNDARY + 60_000 + 54_000),
      key,
    );
    expect(later.filter(Boolean)).toHaveLength(9);
  });
});
