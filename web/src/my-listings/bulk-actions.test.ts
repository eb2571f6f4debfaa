import { describe, expect, it } from 'vitest';
import { BULK_COPY, bulkOutcome, keptSelection } from './bulk-actions';
import { makeRow } from './test-fixtures';

describe('the bulk bar', () => {
  const rows = [
    makeRow({ id: 'a', title: '2019 Ford Transit', year: 2019 }),
    makeRow({ id: 'b', title: '2020 Ford Transit', year: 2020 }),
  ];

  it('counts what was done and names each listing that was not, with the reason', () => {
    const outcome = bulkOutcome(
      {
        action: 'mark_sold',
        results: [
          { id: 'a', ok: true, message: null },
          { id: 'b', ok: false, message: 'This listing is already marked as sold.' },
          { id: 'x', ok: false, message: 'Listing not found' },
        ],
      },
      rows,
    );
    expect(outcome.done).toBe(1);
    expect(outcome.failures).toEqual([
      {
        id: 'b',
        title: '2020 Ford Transit',
        message: 'This listing is already marked as sold.',
      },
      { id: 'x', title: 'x', message: 'Listing not found' },
    ]);
  });

  it('keeps a selection to the rows on screen', () => {
    expect([...keptSelection(new Set(['a', 'gone']), rows)]).toEqual(['a']);
    expect(keptSelection(new Set(['a']), null).size).toBe(0);
  });

  it('names how many in its questions and answers', () => {
    expect(BULK_COPY.confirm.delete.title(3)).toBe('Delete 3 listings?');
    expect(BULK_COPY.confirm.mark_sold.title(1)).toBe('Mark 1 listing as sold?');
    expect(BULK_COPY.done.delete(2)).toBe('2 listings deleted');
    expect(BULK_COPY.confirm.renew.title(2)).toBe('Renew 2 listings?');
    expect(BULK_COPY.done.renew(1)).toBe('1 listing renewed');
  });
});
