import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FEED_MESSAGES, type OwnStockFeed, type StockFeedRun } from '#shared/stock-feed';
import { STOCK_FEED_TEXT } from './stock-feed-copy';
import { StockFeedView } from './stock-feed-page';

const run = (changes: Partial<StockFeedRun>): StockFeedRun => ({
  id: 'feed-1',
  trigger: 'schedule',
  status: 'completed',
  started_at: '2026-11-28T06:00:00.000Z',
  finished_at: '2026-11-28T06:01:00.000Z',
  rows_total: 12,
  created: 2,
  updated: 3,
  unchanged: 6,
  sold: 1,
  renewed: 0,
  error_count: 1,
  errors: [{ row: 7, message: 'Row 7 (Ford Transit): Year must be between 1900 and 2027' }],
  failure: null,
  ...changes,
});

const render = (data: OwnStockFeed) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <StockFeedView
        data={data}
        busy={null}
        onSave={async () => undefined}
        onRemove={async () => undefined}
        onRun={async () => undefined}
        onRefresh={() => undefined}
      />
    </MemoryRouter>,
  );

describe('the stock feed page (decision 074)', () => {
  it('offers a labelled address field and no Run now before a feed is set', () => {
    const html = render({ feed: null, runs: [] });
    expect(html).toContain(`<label for="feed-url"`);
    expect(html).toContain(STOCK_FEED_TEXT.url);
    expect(html).toContain(STOCK_FEED_TEXT.noRuns);
    expect(html).not.toContain(`>${STOCK_FEED_TEXT.runNow}<`);
  });

  it('lists the runs newest first with their summaries, row errors and failures', () => {
    const html = render({
      feed: {
        url: 'https://dealer.example/stock.csv',
        updated_at: '2026-11-01T09:00:00.000Z',
        failures: 1,
      },
      runs: [
        run({
          id: 'b',
          status: 'failed',
          failure: FEED_MESSAGES.tooBig,
          trigger: 'manual',
          error_count: 0,
          errors: [],
        }),
        run({ id: 'a' }),
      ],
    });
    expect(html).toContain('value="https://dealer.example/stock.csv"');
    expect(html).toContain(`>${STOCK_FEED_TEXT.runNow}<`);
    expect(html).toContain(STOCK_FEED_TEXT.failures(1));
    expect(html.indexOf(FEED_MESSAGES.tooBig)).toBeLessThan(html.indexOf('Completed: 2 new'));
    expect(html).toContain('Completed: 2 new, 3 updated, 6 unchanged, 1 sold, 1 error');
    expect(html).toContain('Row 7 (Ford Transit): Year must be between 1900 and 2027');
  });

  it('holds Run now while a run is under way', () => {
    const html = render({
      feed: {
        url: 'https://dealer.example/stock.csv',
        updated_at: '2026-11-01T09:00:00.000Z',
        failures: 0,
      },
      runs: [run({ status: 'running', finished_at: null })],
    });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Run now<\/button>/);
  });
});
