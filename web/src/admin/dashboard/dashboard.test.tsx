import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminStats, DailyFigures } from '#shared/admin/dashboard';
import { AdminDashboardView } from '../admin-page';
import {
  barHeight,
  chartSummary,
  labelledDays,
  longDay,
  scaleTicks,
  scaleTop,
  shortDay,
  tableDay,
} from './chart-scale';
import { dashboardState, type DashboardState } from './dashboard-state';

const render = (element: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={['/admin']}>{element}</MemoryRouter>);
const count = (html: string, text: string) => html.split(text).length - 1;
const noop = () => undefined;

/** 30 days ending 20 November 2026, a few with listings. */
function days(figures: Record<string, [number, number]> = {}): DailyFigures[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 22 + i, 12)).toISOString().slice(0, 10);
    const [created, approved] = figures[date] ?? [0, 0];
    return { date, created, approved };
  });
}

const STATS: AdminStats = {
  activeListings: 12345,
  soldListings: 87,
  totalUsers: 412,
  boostingRevenuePence: 0,
  pendingListings: 6,
  recentActivity: [
    {
      at: '2026-11-20T14:03:00.000Z',
      kind: 'listing',
      text: 'New listing: 2019 Ford Transit Custom',
      href: '/admin/listings/l1',
    },
    { at: '2026-11-20T09:30:00.000Z', kind: 'user', text: 'New user: Sam Patel', href: null },
  ],
  daily: days({ '2026-11-19': [4, 2], '2026-11-20': [1, 3] }),
};

const page = (state: DashboardState) => render(<AdminDashboardView state={state} onRetry={noop} />);

describe('the admin dashboard', () => {
  it('has one h1, then the figures, Recent Activity, the chart and the sitemap card', () => {
    const html = page({ status: 'ready', stats: STATS });
    expect(count(html, '<h1')).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    const headings = [...html.matchAll(/<h([1-3])[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);
    expect(headings).toEqual([
      '1 Admin Dashboard',
      '2 Figures',
      '3 Active Listings',
      '3 Sold Listings',
      '3 Total Users',
      '3 Boosting Revenue',
      '3 Pending Review',
      '2 Recent Activity',
      '2 Listings created and approved',
      '2 Sitemap Generation',
      ...headings.slice(10),
    ]);
  });

  it('shows each figure in a named card: counts grouped, revenue in pounds and pence', () => {
    const html = page({ status: 'ready', stats: { ...STATS, boostingRevenuePence: 123450 } });
    for (const [key, figure] of [
      ['activeListings', '12,345'],
      ['soldListings', '87'],
      ['totalUsers', '412'],
      ['boostingRevenuePence', '£1,234.50'],
      ['pendingListings', '6'],
    ]) {
      expect(html).toContain(`role="group" aria-labelledby="admin-stat-${key}"`);
      expect(html).toMatch(new RegExp(`text-3xl">${figure}</p>`));
    }
    expect(html).toMatch(/href="\/admin\/moderation"[^>]*>Open the moderation queue</);
    expect(html).not.toContain('Try again');
  });

  it('shows no revenue as £0.00 until payments are recorded', () => {
    expect(page({ status: 'ready', stats: STATS })).toMatch(/text-3xl">£0.00<\/p>/);
  });

  it('lists Recent Activity in a table of Date and Event, an event a link when it has a page', () => {
    const html = page({ status: 'ready', stats: STATS });
    expect(html).toMatch(/<th scope="col"[^>]*>Date<\/th><th scope="col"[^>]*>Event<\/th>/);
    expect(html).toContain('<time dateTime="2026-11-20T14:03:00.000Z">20 Nov 2026, 14:03</time>');
    expect(html).toMatch(
      /<a [^>]*href="\/admin\/listings\/l1"[^>]*>New listing: 2019 Ford Transit Custom<\/a>/,
    );
    expect(html).toMatch(/<td[^>]*>New user: Sam Patel<\/td>/);
  });

  it('says when there has been no activity, and when no listing came or was approved', () => {
    const html = page({
      status: 'ready',
      stats: { ...STATS, recentActivity: [], daily: days() },
    });
    expect(html).toContain('No recent activity');
    expect(html).toContain('No listings were created or approved in these days.');
    expect(html).not.toContain('role="img"');
  });

  it('draws two bars a day, named in words, with a table of every day behind a disclosure', () => {
    const html = page({ status: 'ready', stats: STATS });
    expect(html).toContain(`role="img" aria-label="${chartSummary(STATS.daily)}"`);
    expect(html).toContain('Last 30 days: 5 created, 5 approved.');
    expect(count(html, 'rounded-t-sm bg-brand-700')).toBe(30);
    expect(count(html, 'rounded-t-sm bg-emerald-600')).toBe(30);
    expect(html).toContain('height:max(2px, 100.00%)');
    expect(html).toMatch(/Created <span[^>]*>\(left bar of each day\)/);
    expect(html).toMatch(/Approved <span[^>]*>\(right bar of each day\)/);
    expect(html).toMatch(/<summary[^>]*>Show each day(&#x27;|')s figures<\/summary>/);
    expect(count(html, '<th scope="row"')).toBe(30);
    expect(html).toMatch(/<th scope="row"[^>]*>Fri 20 Nov<\/th><td[^>]*>1<\/td><td[^>]*>3<\/td>/);
  });

  it('shows skeletons while loading', () => {
    const html = page({ status: 'loading' });
    expect(count(html, 'aria-busy="true"')).toBe(3);
    expect(count(html, 'Loading…')).toBe(5 + 2);
    expect(html).not.toContain('Unavailable');
  });

  it('says the figures are unavailable after a failure, with a retry and no other alarm', () => {
    const html = page({ status: 'unavailable' });
    expect(count(html, '>Unavailable<')).toBe(5 + 2);
    expect(html).toContain('The figures could not be loaded.');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).not.toContain('role="alert"');
  });
});

describe('dashboardState', () => {
  it('is ready with figures of the right shape, whatever a later refresh did', () => {
    expect(dashboardState(STATS, undefined)).toEqual({ status: 'ready', stats: STATS });
    expect(dashboardState(STATS, new Error('offline'))).toEqual({ status: 'ready', stats: STATS });
  });

  it('is unavailable after an error or an answer of the wrong shape, loading before', () => {
    expect(dashboardState(undefined, new Error('500'))).toEqual({ status: 'unavailable' });
    expect(dashboardState({ liveListings: 3 }, undefined)).toEqual({ status: 'unavailable' });
    expect(dashboardState(null, undefined)).toEqual({ status: 'unavailable' });
    expect(dashboardState(undefined, undefined)).toEqual({ status: 'loading' });
  });
});

describe('the chart scale', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 4],
    [7, 8],
    [9, 10],
    [13, 20],
    [25, 40],
    [410, 600],
  ])('tops %i at %i', (highest, top) => {
    expect(scaleTop(highest)).toBe(top);
  });

  it('has whole-number lines and visible bars above nothing', () => {
    for (const top of [1, 2, 4, 8, 20, 600]) {
      expect(scaleTicks(top).every(Number.isInteger)).toBe(true);
    }
    expect(barHeight(0, 10)).toBe('0');
    expect(barHeight(1, 600)).toBe('max(2px, 0.17%)');
  });

  it('labels a day a week apart, today last, none crowding the first', () => {
    expect(labelledDays(30)).toEqual([8, 15, 22, 29]);
    expect(labelledDays(5)).toEqual([4]);
  });

  it('writes calendar days as they are, in any time zone', () => {
    expect(shortDay('2026-03-29')).toBe('29 Mar');
    expect(longDay('2026-11-20')).toBe('20 November 2026');
    expect(tableDay('2026-11-20')).toBe('Fri 20 Nov');
    expect(chartSummary(STATS.daily)).toBe(
      'Bar chart of listings created and approved per day, 22 October 2026 to 20 November 2026: ' +
        '5 created and 5 approved in all. The table of each day follows the chart.',
    );
  });
});
