import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextIndex } from '#lambdas/search/engine/text-index';

function rowsMatching(index: TextIndex, words: string[], rowCount: number): number[] {
  const marks = new Uint16Array(rowCount);
  index.markMatches(words, marks);
  return [...marks.keys()].filter((row) => marks[row] === words.length);
}

describe('TextIndex', () => {
  it('finds rows with every word, exactly or by prefix from two characters', () => {
    const index = new TextIndex();
    index.add(0, 'ford transit van');
    index.add(1, 'volkswagen transporter van');
    index.add(2, 'a ab');
    expect(rowsMatching(index, ['tran'], 3)).toEqual([0, 1]);
    expect(rowsMatching(index, ['tran', 'van'], 3)).toEqual([0, 1]);
    expect(rowsMatching(index, ['transi', 'van'], 3)).toEqual([0]);
    expect(rowsMatching(index, ['a'], 3)).toEqual([2]);
    expect(rowsMatching(index, ['v'], 3)).toEqual([]);
    expect(rowsMatching(index, ['missing'], 3)).toEqual([]);
  });

  it('matches the model of a word-set after any mix of adds and removes', () => {
    const vocabulary = ['aa', 'ab', 'abc', 'b', 'ba', 'bab', 'c'];
    const operation = fc.record({
      row: fc.nat(9),
      words: fc.subarray(vocabulary),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 80 }),
        fc.subarray(['a', 'ab', 'b', 'ba', 'c', 'x'], { minLength: 1 }),
        (ops, query) => {
          const index = new TextIndex();
          const model = new Map<number, string[]>();
          for (const { row, words, remove } of ops) {
            const current = model.get(row);
            if (current) index.remove(row, current.join(' '));
            if (remove) model.delete(row);
            else {
              index.add(row, words.join(' '));
              model.set(row, words);
            }
          }
          const expected = [...model]
            .filter(([, words]) =>
              query.every((q) => words.some((w) => w === q || (q.length >= 2 && w.startsWith(q)))),
            )
            .map(([row]) => row)
            .sort((a, b) => a - b);
          expect(rowsMatching(index, query, 10)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
