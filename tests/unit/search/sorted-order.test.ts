import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByKey } from '#lambdas/search/engine/sort-by-key';
import { SortedOrder } from '#lambdas/search/engine/sorted-order';
import { BestRows } from '#lambdas/search/engine/top-k';

describe('SortedOrder', () => {
  it('stays sorted and complete through any sequence of changes', () => {
    const change = fc.record({ row: fc.nat(59), value: fc.option(fc.integer({ min: 0, max: 9 })) });
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 9 })), { maxLength: 40 }),
        fc.array(fc.array(change, { maxLength: 12 }), { maxLength: 8 }),
        (initial, batches) => {
          // value null means the row is absent from the order.
          const values: (number | null)[] = [...initial];
          const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
          const order = new SortedOrder(
            { key: (row) => values[row]!, tie: (a, b) => a - b },
            (row) => values[row] != null,
            () => values.length,
          );
          for (const batch of batches) {
            for (const { row, value } of batch) {
              while (values.length <= row) values.push(null);
              values[row] = value;
              order.touch(row);
            }
            const expected = [...values.keys()].filter((row) => values[row] != null).sort(compare);
            expect([...order.current()]).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('BestRows', () => {
  it('keeps the best rows offered, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }),
        fc.nat(30),
        (keys, size) => {
          const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
          const best = new BestRows(size, compare);
          keys.forEach((_, row) => best.offer(row));
          expect(best.sorted()).toEqual([...keys.keys()].sort(compare).slice(0, size));
          expect(best.full).toBe(keys.length >= size);
        },
      ),
    );
  });
});

describe('sortByKey', () => {
  it('equals a comparator sort by key then tie-break', () => {
    const key = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom(0, -0, 1e15, -Infinity, Infinity),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), (keys) => {
        const rows = Int32Array.from(keys.keys()).reverse();
        const tie = (a: number, b: number) => b - a;
        const expected = [...rows].sort((a, b) => keys[a]! - keys[b]! || tie(a, b));
        expect([...sortByKey(rows, (row) => keys[row]!, tie)]).toEqual(expected);
      }),
    );
  });

  it('falls back to a comparator sort when a key is NaN', () => {
    const keys = [2, NaN, 1];
    const sorted = sortByKey(
      Int32Array.from([0, 1, 2]),
      (row) => keys[row]!,
      (a, b) => a - b,
    );
    expect([...sorted].sort()).toEqual([0, 1, 2]);
  });
});
