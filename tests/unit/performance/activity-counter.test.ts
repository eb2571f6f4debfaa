import { describe, expect, it } from 'vitest';
import type { ListingActivity } from '#shared/performance';
import { listingStatsPk, sellerStatsPk, statsDaySk } from '#shared/table-keys';
import type { Db } from '#lambdas/platform/db';
import { ActivityBuffer, type DailyIncrement } from '#lambdas/performance/activity-buffer';
import {
  createActivityCounter,
  FLUSH_AFTER_MS,
  FLUSH_AT_ITEMS,
} from '#lambdas/performance/activity-counter';

// The counter's aggregation and flush rules, with the write step recorded instead of sent: what
// the DynamoDB side of a flush does is tested against DynamoDB Local (tests/integration/performance).
const db = {} as Db;

function recorder(fail: (increment: DailyIncrement) => boolean = () => false) {
  const writes: DailyIncrement[] = [];
  return {
    writes,
    write: async (_db: Db, increment: DailyIncrement) => {
      if (fail(increment)) throw new Error('throttled');
      writes.push(structuredClone(increment));
    },
  };
}

function clock(start: string) {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

const page = (listings: string[], sellerId = 'seller-a'): ListingActivity[] =>
  listings.map((listingId) => ({ metric: 'appearances', listingId, sellerId }));

describe('the activity buffer', () => {
  it('folds every count of a listing-day, and of a seller-day, into one increment', () => {
    const buffer = new ActivityBuffer();
    buffer.add(page(['l1', 'l2']), '2026-11-29', 0);
    buffer.add(page(['l1', 'l2']), '2026-11-29', 1);
    buffer.add([{ metric: 'views', listingId: 'l1', sellerId: 'seller-a' }], '2026-11-29', 2);
    buffer.add(
      [{ metric: 'views', listingId: 'l3', sellerId: 'seller-b', count: 2 }],
      '2026-11-29',
      3,
    );
    expect(buffer.size).toBe(5); // l1, l2, l3, seller-a, seller-b
    expect(buffer.oldestAt).toBe(0);
    const drained = buffer.drain();
    const of = (pk: string) => drained.find((increment) => increment.key.PK === pk)!;
    expect(of(listingStatsPk('l1'))).toEqual({
      key: { PK: listingStatsPk('l1'), SK: statsDaySk('2026-11-29') },
      day: '2026-11-29',
      counts: { appearances: 2, views: 1 },
    });
    expect(of(sellerStatsPk('seller-a')).counts).toEqual({ appearances: 4, views: 1 });
    expect(of(sellerStatsPk('seller-b')).counts).toEqual({ views: 2 });
    expect(buffer.size).toBe(0);
    expect(buffer.oldestAt).toBeUndefined();
  });

  it('keeps days apart', () => {
    const buffer = new ActivityBuffer();
    buffer.add(page(['l1']), '2026-11-28', 0);
    buffer.add(page(['l1']), '2026-11-29', 1);
    expect(buffer.drain().map((i) => i.key.SK)).toEqual([
      statsDaySk('2026-11-28'),
      statsDaySk('2026-11-28'),
      statsDaySk('2026-11-29'),
      statsDaySk('2026-11-29'),
    ]);
  });
});

describe('the container counter', () => {
  it('writes nothing until the oldest count is 30 s old, then one item per listing-day and seller-day', async () => {
    const time = clock('2026-11-29T10:00:00Z');
    const sink = recorder();
    const counter = createActivityCounter({ write: sink.write, now: time.now });
    // 100 search pages of the same 24 vans from one seller, and 50 views of one of them.
    const vans = Array.from({ length: 24 }, (_, i) => `van-${i}`);
    for (let i = 0; i < 100; i++) await counter.record(db, page(vans));
    for (let i = 0; i < 50; i++) {
      await counter.record(db, [{ metric: 'views', listingId: 'van-0', sellerId: 'seller-a' }]);
    }
    expect(sink.writes).toHaveLength(0);
    time.advance(FLUSH_AFTER_MS);
    await counter.record(db, [{ metric: 'reveals', listingId: 'van-1', sellerId: 'seller-a' }]);
    // 2,451 counts: 24 listing items and 1 seller item, 25 writes (25 WCU).
    expect(sink.writes).toHaveLength(25);
    const seller = sink.writes.find((w) => w.key.PK === sellerStatsPk('seller-a'))!;
    expect(seller.counts).toEqual({ appearances: 2400, views: 50, reveals: 1 });
    const van0 = sink.writes.find((w) => w.key.PK === listingStatsPk('van-0'))!;
    expect(van0.counts).toEqual({ appearances: 100, views: 50 });
    expect(counter.pending()).toBe(0);
  });

  it('flushes early once FLUSH_AT_ITEMS daily items wait', async () => {
    const sink = recorder();
    const counter = createActivityCounter({
      write: sink.write,
      now: clock('2026-11-29T10:00:00Z').now,
    });
    const many = Array.from({ length: FLUSH_AT_ITEMS }, (_, i) => `van-${i}`);
    await counter.record(db, page(many.slice(0, FLUSH_AT_ITEMS - 2)));
    expect(sink.writes).toHaveLength(0);
    await counter.record(db, page(many.slice(FLUSH_AT_ITEMS - 2)));
    expect(sink.writes).toHaveLength(FLUSH_AT_ITEMS + 1);
  });

  it('counts on the UK day: 23:30 UTC in summer is the next day, in winter the same day', async () => {
    const sink = recorder();
    const summer = createActivityCounter({
      write: sink.write,
      now: () => new Date('2026-07-31T23:30:00Z'),
    });
    await summer.record(db, page(['l1']));
    await summer.flush(db);
    const winter = createActivityCounter({
      write: sink.write,
      now: () => new Date('2026-12-31T23:30:00Z'),
    });
    await winter.record(db, page(['l1']));
    await winter.flush(db);
    expect(sink.writes.map((w) => w.day)).toEqual([
      '2026-08-01',
      '2026-08-01',
      '2026-12-31',
      '2026-12-31',
    ]);
  });

  it('keeps what a flush could not write for the next one, and never throws to the request', async () => {
    let failing = true;
    const sink = recorder((increment) => failing && increment.key.PK === listingStatsPk('l2'));
    const time = clock('2026-11-29T10:00:00Z');
    const counter = createActivityCounter({ write: sink.write, now: time.now });
    await counter.record(db, page(['l1', 'l2']));
    await expect(counter.flush(db)).resolves.toEqual({ written: 2, failed: 1 });
    expect(counter.pending()).toBe(1);
    failing = false;
    await counter.record(db, page(['l2']));
    await counter.flush(db);
    const l2 = sink.writes.filter((w) => w.key.PK === listingStatsPk('l2'));
    expect(l2).toHaveLength(1);
    expect(l2[0]!.counts).toEqual({ appearances: 2 });
  });
});
