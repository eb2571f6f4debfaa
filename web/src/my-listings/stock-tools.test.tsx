import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OWN_LISTING_SORTS } from '#shared/own-listings';
import { BulkBar } from './bulk-bar';
import { ListingsPanel } from './listings-panel';
import { NO_STOCK_SEARCH } from './stock-search';
import { StockToolbar } from './stock-toolbar';
import { makeRow } from './test-fixtures';

// My Listings' stock tools as they render (decision 071): the controls' names, the tick boxes
// and the bulk bar. The behaviour behind them: stock-search.test.ts, bulk-actions.test.ts, the
// integration tests and tests/e2e/stock-tools.spec.ts.

const noop = () => undefined;
const html = (element: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('the stock toolbar', () => {
  it('labels the search, the order, the state and each filter', () => {
    const active = html(
      <StockToolbar
        tab="active"
        search={{ ...NO_STOCK_SEARCH, q: 'vn12', boosted: true }}
        onChange={noop}
      />,
    );
    expect(active).toMatch(/<form role="search" aria-label="Your listings"/);
    expect(active).toMatch(/<label for="stock-search"[^>]*>Search your vans<\/label>/);
    expect(active).toMatch(/<input id="stock-search" type="search"[^>]*value="vn12"/);
    expect(
      active.match(
        /<option value="(newest|oldest|price_low|price_high|views|enquiries|days_in_stock)"/g,
      ),
    ).toHaveLength(OWN_LISTING_SORTS.length);
    expect(active).toContain('>Status</label>');
    expect(active).toMatch(/<input id="stock-boosted"[^>]*checked=""/);
    expect(active).toContain('>Missing photos</label>');
    // A narrowed view offers the way back.
    expect(active).toContain('Clear search and filters');

    const sold = html(<StockToolbar tab="sold" search={NO_STOCK_SEARCH} onChange={noop} />);
    expect(sold).not.toContain('>Status</label>');
    expect(sold).not.toContain('Clear search and filters');
  });
});

describe('ticking rows', () => {
  const rows = [
    makeRow({ id: 'a', title: 'Stock van A' }),
    makeRow({ id: 'b', title: 'Stock van B' }),
  ];
  const selection = { selected: new Set(['b']), toggle: noop, toggleAll: noop };

  it('gives each row and the page a named tick box, table and cards alike', () => {
    for (const layout of ['table', 'cards'] as const) {
      const panel = html(
        <ListingsPanel
          tab="active"
          layout={layout}
          now={new Date('2026-03-05T12:00:00Z')}
          rows={rows}
          total={2}
          failed={false}
          onRetry={noop}
          hasMore={false}
          loadingMore={false}
          loadMoreFailed={false}
          onLoadMore={noop}
          onMarkSold={noop}
          selection={selection}
        />,
      );
      expect(panel).toMatch(/aria-label="Select Stock van A"(?![^>]*checked)/);
      expect(panel).toMatch(/aria-label="Select Stock van B"[^>]*checked=""/);
      expect(panel).toContain('Select all on this page');
    }
  });

  it('says a narrowed search found nothing, rather than the empty tab', () => {
    const panel = html(
      <ListingsPanel
        tab="active"
        layout="table"
        now={new Date()}
        rows={[]}
        total={12}
        narrowed
        matched={0}
        failed={false}
        onRetry={noop}
        hasMore={false}
        loadingMore={false}
        loadMoreFailed={false}
        onLoadMore={noop}
        onMarkSold={noop}
      />,
    );
    expect(panel).toContain('No vans match your search');
    expect(panel).not.toContain('No active listings found');
  });
});

describe('the bulk bar', () => {
  const bar = (count: number, failures: { id: string; title: string; message: string }[] = []) =>
    html(
      <BulkBar
        count={count}
        busy={false}
        asking={null}
        failures={failures}
        onAsk={noop}
        onConfirm={noop}
        onCancel={noop}
        onClear={noop}
      />,
    );

  it('is a named region saying how many, with its actions', () => {
    const two = bar(2);
    expect(two).toMatch(/<section aria-label="Selected listings"/);
    expect(two).toContain('2 listings selected');
    expect(two).toContain('>Mark as sold</button>');
    expect(two).toContain('>Delete</button>');
    expect(two).toContain('>Clear selection</button>');
  });

  it('lists what an action could not change, and is gone with nothing to say', () => {
    const failed = bar(1, [{ id: 'b', title: 'Stock van B', message: 'Listing not found' }]);
    expect(failed).toMatch(/role="alert"/);
    expect(failed).toContain('1 listing could not be changed');
    expect(failed).toContain('Stock van B: Listing not found');
    expect(bar(0)).toBe('');
  });
});
