import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerEntry, ROUTES } from '#infra/stack/definitions/routes';
import { rateMs, SCHEDULES } from '#infra/stack/definitions/schedules';
import {
  matchesStreamFilters,
  STREAM_CONSUMERS,
  type StreamConsumerDefinition,
} from '#infra/stack/definitions/stream-consumers';
import { REPO_ROOT } from '#infra/local/repo-root';
import { itemKindOf } from '#lambdas/admin/figures/record-figures';
import { isListingKeys } from '#lambdas/search/projection/stream-change';

describe('stream consumer and schedule definitions', () => {
  it('filter the search projector to exactly the items the projector treats as listings', () => {
    const projector = STREAM_CONSUMERS.find((c) => c.id === 'SearchProjector')!;
    const keys = [
      { PK: { S: 'LISTING#abc' }, SK: { S: 'LISTING' } },
      { PK: { S: 'LISTING#abc' }, SK: { S: 'ENQUIRY#1' } },
      { PK: { S: 'SEARCHLOG' }, SK: { S: '0001795000000000#1' } },
      { PK: { S: 'POSTCODE#LS1' }, SK: { S: 'POSTCODE' } },
      { PK: { S: 'USER#1' }, SK: { S: 'LISTING' } },
      {},
    ];
    for (const key of keys) {
      expect(matchesStreamFilters(projector.filters, key), JSON.stringify(key)).toBe(
        isListingKeys(key),
      );
    }
    // The projector's own log entries never reach it (no feedback loop).
    expect(matchesStreamFilters(projector.filters, keys[2])).toBe(false);
  });

  it('filter the admin figures to listing, profile and payment items, as the consumer reads them', () => {
    const figures = STREAM_CONSUMERS.find((c) => c.id === 'AdminFigures')!;
    const keys: [string, string | undefined][] = [
      ['LISTING#abc', 'LISTING'],
      ['LISTING#abc', 'LISTING#VIEWS'],
      ['LISTING#abc', 'APPROVED'],
      ['LISTING#abc', 'DELETED'],
      ['USER#u1', 'PROFILE'],
      ['USER#u1', 'LISTING_TALLY'],
      ['USER#u1', 'IDEMPOTENCY#k'],
      ['FIGURES', 'TOTALS'],
      ['FIGURES', 'DAY#2026-11-20'],
      ['ACTIVITY', '2026-11-20T10:00:00.000Z#listing#abc'],
      ['AUDIT#listing#abc', '2026-11-20T10:00:00.000Z#e1'],
      ['SEARCHLOG', '0001795000000000#1'],
      ['UPLOAD#u1', 'up-1'],
      ['PAYMENT#p1', 'PAYMENT'],
      ['PAYER#u1', '2026-11-20T10:00:00.000Z#p1'],
      ['LISTING#abc', 'BOOST#p1'],
    ];
    for (const [pk, sk] of keys) {
      expect(
        matchesStreamFilters(figures.filters, { PK: { S: pk }, SK: { S: sk } }),
        `${pk} / ${sk}`,
      ).toBe(itemKindOf(pk, sk) !== undefined);
    }
    expect(keys.filter(([pk, sk]) => itemKindOf(pk, sk)).map(([pk]) => pk)).toEqual([
      'LISTING#abc',
      'USER#u1',
      'PAYMENT#p1',
    ]);
    // Its own writes (FIGURES, ACTIVITY) never reach it, and it may write nothing else.
    expect(figures.access).toEqual({ table: { writeKeys: ['FIGURES', 'ACTIVITY'] } });
    expect(matchesStreamFilters(figures.filters, {})).toBe(false);
  });

  it('replay a new local table from the stream start for the figures only', () => {
    const replaying = (STREAM_CONSUMERS as readonly StreamConsumerDefinition[])
      .filter((c) => c.replaysNewTable)
      .map((c) => c.id);
    // The search snapshot is rebuilt from the table at every start; the figures are not.
    expect(replaying).toEqual(['AdminFigures']);
  });

  it('name handler modules that exist and ids no route uses', () => {
    const ids = [...ROUTES, ...STREAM_CONSUMERS, ...SCHEDULES].map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const definition of [...STREAM_CONSUMERS, ...SCHEDULES]) {
      expect(existsSync(join(REPO_ROOT, handlerEntry(definition))), definition.handler).toBe(true);
    }
  });

  it('read EventBridge rate expressions, and refuse what the local scheduler cannot run', () => {
    expect(rateMs('rate(10 minutes)')).toBe(600_000);
    expect(rateMs('rate(1 hour)')).toBe(3_600_000);
    expect(rateMs('rate(2 days)')).toBe(172_800_000);
    for (const bad of [
      'rate(1 minutes)',
      'rate(5 minute)',
      'rate(0 minutes)',
      'cron(0 * * * ? *)',
    ]) {
      expect(() => rateMs(bad), bad).toThrow();
    }
    for (const schedule of SCHEDULES) expect(rateMs(schedule.expression)).toBeGreaterThan(0);
  });

  it('compact the search snapshot every ten minutes', () => {
    expect(SCHEDULES.find((s) => s.id === 'CompactSearchSnapshot')?.expression).toBe(
      'rate(10 minutes)',
    );
  });
});
