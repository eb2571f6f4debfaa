import { describe, expect, it } from 'vitest';
import {
  COMPARE_IDS_MESSAGES,
  COMPARE_LIMIT,
  COMPARE_LINK_NOTES,
  compareQuerySchema,
  parseCompareIds,
} from '#shared/compare';

describe('the compare route query (strict)', () => {
  const parse = (query: Record<string, string>) => compareQuerySchema.safeParse(query);
  const message = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes up to 12 distinct ids, in order, and a postcode formatted', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `van-${i}`);
    const result = parse({ ids: ids.join(','), postcode: 'ls14dy' });
    expect(result.success && result.data).toEqual({ ids, postcode: 'LS1 4DY' });
    expect(parse({ ids: 'b,a', postcode: '' }).data).toEqual({ ids: ['b', 'a'] });
  });

  it('refuses a missing, malformed, repeated or too long list with the reason', () => {
    expect(message({})).toBe(COMPARE_IDS_MESSAGES.missing);
    expect(message({ ids: ' ' })).toBe(COMPARE_IDS_MESSAGES.missing);
    expect(message({ ids: 'a,b c' })).toBe(COMPARE_IDS_MESSAGES.malformed);
    expect(message({ ids: 'a,,b' })).toBe(COMPARE_IDS_MESSAGES.malformed);
    expect(message({ ids: 'a,b,a' })).toBe(COMPARE_IDS_MESSAGES.duplicate);
    expect(message({ ids: Array.from({ length: 13 }, (_, i) => `v${i}`).join(',') })).toBe(
      COMPARE_IDS_MESSAGES.tooMany,
    );
    expect(message({ ids: 'x'.repeat(100_000) })).toBe(COMPARE_IDS_MESSAGES.tooMany);
    expect(message({ ids: 'a', postcode: 'nowhere' })).toBeDefined();
  });
});

describe('a shared /compare link (forgiving)', () => {
  it('keeps well-formed ids in order', () => {
    expect(parseCompareIds('a,b,c')).toEqual({ ids: ['a', 'b', 'c'], notes: [] });
    expect(parseCompareIds(null)).toEqual({ ids: [], notes: [] });
    expect(parseCompareIds(' a , ,b ')).toEqual({ ids: ['a', 'b'], notes: [] });
  });

  it('drops malformed ids, shows repeats once and keeps the first four, saying so', () => {
    expect(parseCompareIds('a,<b>,c')).toEqual({
      ids: ['a', 'c'],
      notes: [COMPARE_LINK_NOTES.malformed],
    });
    expect(parseCompareIds('a,b,a')).toEqual({
      ids: ['a', 'b'],
      notes: [COMPARE_LINK_NOTES.duplicate],
    });
    const five = parseCompareIds('a,b,c,d,e');
    expect(five.ids).toEqual(['a', 'b', 'c', 'd']);
    expect(five.ids).toHaveLength(COMPARE_LIMIT);
    expect(five.notes).toEqual([COMPARE_LINK_NOTES.tooMany]);
  });
});
