import { describe, expect, it } from 'vitest';
import { afterDone, currentItem, mergeQueue, pendingNow, stepFrom } from './queue-state';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('the moderation queue as loaded', () => {
  it('joins the pages in order, without repeats or the items done here', () => {
    const merged = mergeQueue([items('a', 'b', 'c'), items('c', 'd')], new Set(['b']));
    expect(merged.map((item) => item.id)).toEqual(['a', 'c', 'd']);
  });

  it('reviews the item chosen while it is queued, else the first', () => {
    const queue = items('a', 'b');
    expect(currentItem(queue, 'b')?.id).toBe('b');
    expect(currentItem(queue, 'gone')?.id).toBe('a');
    expect(currentItem(queue, null)?.id).toBe('a');
    expect(currentItem([], null)).toBeNull();
  });

  it('steps with J and K, stopping at either end', () => {
    const queue = items('a', 'b', 'c');
    expect(stepFrom(queue, 'a', 1)).toBe('b');
    expect(stepFrom(queue, 'b', -1)).toBe('a');
    expect(stepFrom(queue, 'c', 1)).toBeNull();
    expect(stepFrom(queue, 'a', -1)).toBeNull();
  });

  it('moves on to the next item once one is done, or back when it was the last', () => {
    const queue = items('a', 'b', 'c');
    expect(afterDone(queue, 'a')).toBe('b');
    expect(afterDone(queue, 'c')).toBe('b');
    expect(afterDone(items('a'), 'a')).toBeNull();
  });

  it('counts down as items are done, until the server counts again', () => {
    expect(pendingNow(12, items('a', 'b'), new Set(['a']))).toBe(11);
    // Read again: the done item is no longer on the first page, the count is the server's.
    expect(pendingNow(11, items('b', 'c'), new Set(['a']))).toBe(11);
    expect(pendingNow(0, items('a'), new Set(['a']))).toBe(0);
  });
});
