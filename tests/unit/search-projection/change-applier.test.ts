import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChangeApplier } from '#lambdas/search/projection/change-applier';
import type { SearchLogEntry } from '#lambdas/search/projection/search-log';
import { toSearchDoc } from '#lambdas/search/search-doc';
import type { SearchDoc } from '#lambdas/search/types';
import { aListing } from '../../support/listing-fixture';

function mapTarget() {
  const docs = new Map<string, SearchDoc>();
  return {
    docs,
    target: {
      upsert: (doc: SearchDoc) => docs.set(doc.id, doc),
      remove: (id: string) => docs.delete(id),
    },
  };
}

/** Entry n of a listing: an upsert at price n, or a removal. */
function entry(id: string, n: number, remove: boolean, at = n): SearchLogEntry {
  return remove
    ? { op: 'remove', id, seq: String(n), at }
    : {
        op: 'upsert',
        id,
        seq: String(n),
        at,
        doc: { ...toSearchDoc(aListing({ id }))!, price: n },
      };
}

describe('ChangeApplier', () => {
  it('ends each listing at its newest entry, whatever order and repeats the entries come in', () => {
    const histories = fc.array(
      fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), remove: fc.boolean() }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(
        histories.chain((changes) => {
          const entries = changes.map((c, n) => entry(c.id, n + 1, c.remove));
          return fc.tuple(
            fc.constant(entries),
            fc.shuffledSubarray([...entries, ...entries], { minLength: entries.length * 2 }),
          );
        }),
        ([inOrder, shuffled]) => {
          const expected = mapTarget();
          new ChangeApplier(expected.target).applyAll(inOrder);
          const actual = mapTarget();
          new ChangeApplier(actual.target).applyAll(shuffled);
          expect(actual.docs).toEqual(expected.docs);
        },
      ),
    );
  });

  it('skips an entry not newer than the last one applied, and says so', () => {
    const { docs, target } = mapTarget();
    const applier = new ChangeApplier(target);
    expect(applier.apply(entry('a', 5, false))).toBe(true);
    expect(applier.apply(entry('a', 4, false))).toBe(false);
    expect(applier.apply(entry('a', 5, false))).toBe(false);
    expect(docs.get('a')?.price).toBe(5);
    expect(applier.apply(entry('a', 6, true))).toBe(true);
    expect(applier.apply(entry('a', 3, false))).toBe(false);
    expect(docs.has('a')).toBe(false);
  });

  it('keeps the guard a snapshot carries, and forgets listings not changed for a while', () => {
    const { docs, target } = mapTarget();
    const applier = new ChangeApplier(target, [['a', '10', 1000]]);
    expect(applier.apply(entry('a', 9, false, 2000))).toBe(false);
    expect(applier.apply(entry('b', 3, false, 5000))).toBe(true);
    expect(applier.recentSince(0)).toEqual([
      ['a', '10', 1000],
      ['b', '3', 5000],
    ]);
    applier.forgetBefore(2000);
    expect(applier.recentSince(0)).toEqual([['b', '3', 5000]]);
    expect(applier.apply(entry('a', 9, false, 6000))).toBe(true);
    expect(docs.get('a')?.price).toBe(9);
  });
});
