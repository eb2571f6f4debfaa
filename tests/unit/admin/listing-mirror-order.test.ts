import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MirrorTable } from '#lambdas/admin/mirror/admin-mirror';
import { newestFirst } from '#lambdas/admin/mirror/mirror-rows';

/** An admin index entry of a listing, as the mirror reads it. */
function entry(id: string, writtenMs: number, createdMs: number, title: string, deleted = false) {
  const writtenAt = new Date(Date.UTC(2026, 0, 1) + writtenMs).toISOString();
  return {
    GSI3PK: 'ADMIN#L#0',
    GSI3SK: `${writtenAt}#${id}`,
    ...(deleted
      ? { id, deleted: true }
      : {
          id,
          user_id: 'user-1',
          title,
          make: 'Ford',
          model: 'Transit',
          year: 2019,
          price: 1000,
          status: 'active',
          approval_status: 'approved',
          created_at: new Date(Date.UTC(2025, 0, 1) + createdMs).toISOString(),
          updated_at: writtenAt,
        }),
  };
}

const op = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  written: fc.integer({ min: 0, max: 50 }),
  created: fc.integer({ min: 0, max: 5 }),
  title: fc.constantFrom('one', 'two'),
  deleted: fc.boolean(),
});

describe('MirrorTable: the admin mirror’s rows', () => {
  it('equals a brute-force model over any sequence of entries, sorted newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.array(op, { maxLength: 8 }), { maxLength: 12 }), (batches) => {
        const table = new MirrorTable('listings');
        // The model: for each id, the entry with the latest write time (ties: the last read).
        const latest = new Map<string, ReturnType<typeof entry>>();
        const times = new Map<string, number>();
        for (const batch of batches) {
          const entries = batch.map((o) => entry(o.id, o.written, o.created, o.title, o.deleted));
          table.apply(entries);
          batch.forEach((o, i) => {
            if ((times.get(o.id) ?? -1) <= o.written) {
              times.set(o.id, o.written);
              latest.set(o.id, entries[i]!);
            }
          });
          // Read the rows after some batches only, so both the sorted and the unsorted paths run.
          if (batch.length % 2 === 0) table.rows();
        }
        const expected = [...latest.values()]
          .filter((e) => !('deleted' in e))
          .map((e) => ({ id: e.id, title: (e as { title: string }).title }));
        const rows = table.rows();
        expect(rows.map((r) => ({ id: r.id, title: r.title }))).toEqual(
          expect.arrayContaining(expected),
        );
        expect(rows).toHaveLength(expected.length);
        expect(table.size).toBe(expected.length);
        expect([...rows].sort(newestFirst)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets an older entry overwrite a newer one, nor bring back a deleted row', () => {
    const table = new MirrorTable('listings');
    table.apply([entry('a', 20, 0, 'newer')]);
    expect(table.apply([entry('a', 10, 0, 'older')])).toBe(0);
    expect(table.get('a')?.title).toBe('newer');
    table.apply([entry('a', 30, 0, '', true)]);
    expect(table.apply([entry('a', 25, 0, 'stale')])).toBe(0);
    expect(table.get('a')).toBeUndefined();
  });

  it('counts an entry read again (an overlapping refresh) as no change and keeps its rows', () => {
    const table = new MirrorTable('listings');
    table.apply([entry('a', 10, 0, 'one'), entry('b', 11, 1, 'two')]);
    const rows = table.rows();
    expect(table.apply([entry('a', 10, 0, 'one'), entry('b', 11, 1, 'two')])).toBe(0);
    expect(table.rows()).toBe(rows);
  });

  it('gives a new array on a change, leaving the one a reader holds as it was', () => {
    const table = new MirrorTable('listings');
    table.apply([entry('a', 10, 0, 'one'), entry('b', 11, 1, 'two')]);
    const held = table.rows();
    table.apply([entry('c', 12, 2, 'three')]);
    expect(held.map((r) => r.id)).toEqual(['b', 'a']);
    expect(table.rows().map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
