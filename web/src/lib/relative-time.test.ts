import { describe, expect, it } from 'vitest';
import { relativeDay } from './relative-time';

describe('relativeDay', () => {
  const now = new Date('2026-03-20T12:00:00Z');

  it.each([
    ['2026-03-20T00:30:00Z', 'today'],
    ['2026-03-19T23:59:00Z', 'yesterday'],
    ['2026-03-17T12:00:00Z', '3 days ago'],
    ['2026-03-14T12:00:00Z', '6 days ago'],
    ['2026-03-13T12:00:00Z', '1 week ago'],
    ['2026-03-01T12:00:00Z', '2 weeks ago'],
    ['2026-02-18T12:00:00Z', '1 month ago'],
    ['2025-10-20T12:00:00Z', '5 months ago'],
    ['2025-03-21T12:00:00Z', '11 months ago'],
    ['2025-03-20T12:00:00Z', '1 year ago'],
    ['2023-01-01T12:00:00Z', '3 years ago'],
  ])('%s is %s', (iso, expected) => {
    expect(relativeDay(iso, now)).toBe(expected);
  });

  it('counts London calendar days, not 24-hour spans', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    const morning = new Date('2026-07-01T07:00:00Z');
    expect(relativeDay('2026-06-30T23:30:00Z', morning)).toBe('today');
    expect(relativeDay('2026-06-30T22:30:00Z', morning)).toBe('yesterday');
  });

  it('calls a time ahead of the clock today, and an unreadable one null', () => {
    expect(relativeDay('2026-03-25T12:00:00Z', now)).toBe('today');
    expect(relativeDay('not a date', now)).toBeNull();
  });
});
