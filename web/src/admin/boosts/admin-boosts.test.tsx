import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminBoostRow, AdminBoostsPage } from '#shared/admin/payments';
import { BoostStateLinks, BoostsResults, EndBoostDialog } from './admin-boosts-page';
import {
  boostFiltersFromSearch,
  boostsHref,
  searchFromBoostFilters,
  type BoostState,
} from './boosts-query';
import type { EndBoostActions } from './use-end-boost';

function render(element: ReactNode, url = '/admin/boosts'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

const noop = () => undefined;
const idle = (overrides: Partial<EndBoostActions> = {}): EndBoostActions => ({
  target: null,
  busy: false,
  ask: noop,
  cancel: noop,
  confirm: () => Promise.resolve(true),
  ...overrides,
});

function aBoost(overrides: Partial<AdminBoostRow> & { listing_id: string }): AdminBoostRow {
  return {
    listing_title: '2019 Ford Transit Custom',
    owner: 'Northern Van Centre',
    type: 'search_featured',
    ends_at: '2026-03-12T15:30:00.000Z',
    running: true,
    ...overrides,
  };
}

const RUNNING = [
  aBoost({ listing_id: 'a' }),
  aBoost({ listing_id: 'a', type: 'homepage_featured', ends_at: '2026-03-20T09:00:00.000Z' }),
  aBoost({ listing_id: 'b', owner: null, listing_title: 'Vauxhall Vivaro' }),
];

const page = (rows: AdminBoostRow[]): AdminBoostsPage => ({
  rows,
  matched: rows.length,
  total: rows.length,
  page: 1,
  page_size: 25,
  counts: { running: rows.length, ended: 2 },
});

function results(
  rows: AdminBoostRow[],
  { wide = true, state = 'running' }: { wide?: boolean; state?: BoostState } = {},
) {
  return render(
    <BoostsResults
      state={state}
      data={page(rows)}
      failed={false}
      loading={false}
      wide={wide}
      page={1}
      hrefOf={(p) => `/admin/boosts?page=${p}`}
      onRetry={noop}
      end={idle()}
    />,
  );
}

describe('Admin Boosts’ URL', () => {
  it('is running unless it asks for ended boosts', () => {
    expect(boostFiltersFromSearch(new URLSearchParams(''))).toEqual({ state: 'running', page: 1 });
    expect(boostFiltersFromSearch(new URLSearchParams('state=ended&page=2'))).toEqual({
      state: 'ended',
      page: 2,
    });
    expect(boostFiltersFromSearch(new URLSearchParams('state=paused'))).toEqual({
      state: 'running',
      page: 1,
    });
    expect(searchFromBoostFilters({ state: 'running', page: 1 }).toString()).toBe('');
    expect(boostsHref({ state: 'ended', page: 2 })).toBe('/admin/boosts?state=ended&page=2');
    expect(boostsHref({ state: 'running', page: 1 })).toBe('/admin/boosts');
  });

  it('offers Running and Ended as links, the one shown marked', () => {
    const html = render(<BoostStateLinks state="ended" />);
    expect(html).toContain('<nav aria-label="Boosts shown">');
    expect(html).toMatch(/href="\/admin\/boosts"[^>]*>Running</);
    expect(html).toMatch(/aria-current="page"[^>]*href="\/admin\/boosts\?state=ended"/);
    // Each tab's count once known (issue 28).
    const counted = render(<BoostStateLinks state="running" counts={{ running: 21, ended: 2 }} />);
    expect(counted).toMatch(/>Running<span[^>]*>\(21\)<\/span>/);
    expect(counted).toMatch(/>Ended \(last 30 days\)<span[^>]*>\(2\)<\/span>/);
  });
});

describe('Admin Boosts’ list', () => {
  it('has Listing, Owner, Type, Ends and Actions, with End now on running boosts', () => {
    const html = results(RUNNING);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Listing', 'Owner', 'Type', 'Ends', 'Actions']);
    expect(html).toMatch(/href="\/admin\/listings\/a"[^>]*>2019 Ford Transit Custom</);
    expect(html).toContain('Top of Search Results');
    expect(html).toContain('Homepage Featured');
    expect(html).toContain('12 Mar 2026, 15:30');
    expect(html).toContain('20 Mar 2026, 09:00');
    // The count of the rows shown, as the pager has it.
    expect(html).toContain('Showing 3 of 3 running boosts');
    expect(html).toContain('Page 1 of 1, rows 1 to 3');
    expect(html.match(/>End now<\/button>/g)).toHaveLength(3);
    expect(html).toContain(
      'aria-label="End now: the Homepage Featured boost of 2019 Ford Transit Custom"',
    );
  });

  it('has no End now on ended boosts, and says when none are there', () => {
    const ended = results([aBoost({ listing_id: 'a', running: false })], { state: 'ended' });
    expect(ended).not.toContain('End now');
    expect(results([], { state: 'ended' })).toContain('No boosts ended in the last 30 days');
    expect(results([])).toContain('No boosts running');
  });

  it('shows cards on a narrower screen', () => {
    const html = results(RUNNING, { wide: false });
    expect(html).not.toContain('<table');
    expect(html.match(/>End now<\/button>/g)).toHaveLength(3);
  });

  it('asks for a reason before ending a boost', () => {
    expect(render(<EndBoostDialog end={idle()} />)).toBe('');
    const html = render(<EndBoostDialog end={idle({ target: RUNNING[1]! })} />);
    expect(html).toContain('<dialog');
    expect(html).toContain('End boost now');
    expect(html).toContain(
      'End the Homepage Featured boost of 2019 Ford Transit Custom now? It would have run until 20 Mar 2026, 09:00.',
    );
    expect(html).toMatch(/<label for="end-boost-reason"[^>]*>Reason<\/label>/);
  });
});
