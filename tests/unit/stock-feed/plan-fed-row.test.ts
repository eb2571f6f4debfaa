import { describe, expect, it } from 'vitest';
import { planFedRow } from '#lambdas/listing/feed/plan-fed-row';
import type { FormFields } from '#lambdas/listing/listing-from-form';
import { goneListingIds } from '#lambdas/import/feed/reconcile-step';
import { feedRunSummary, stockFeedUrlSchema, FEED_MESSAGES } from '#shared/stock-feed';
import { checkFeedUrl } from '#lambdas/import/feed/own-feed';
import { feedRunId } from '#lambdas/import/feed/start-feed-run';
import type { Listing } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';

/*
 * The stock feed's reconcile planner (decision 074): what a feed row does to the listing its
 * reference names, which references left the feed, and the feed address's first checks.
 */

const NOW = new Date('2026-11-29T09:00:00.000Z');

/** The listing's own form fields: a feed row that says exactly what is stored. */
function fieldsOf(listing: Listing, changes: Partial<FormFields> = {}): FormFields {
  const keys: (keyof FormFields)[] = [
    'title',
    'make',
    'model',
    'year',
    'engine_size_cc',
    'mileage',
    'condition',
    'fuel_type',
    'transmission',
    'body_type',
    'colour',
    'ulez_compliant',
    'price',
    'price_includes_vat',
    'price_negotiable',
    'postcode',
    'location',
    'seller_type',
    'description',
    'mot_expiry_date',
    'service_history',
    'v5c_logbook_available',
    'hpi_clear',
    'features',
    'image_urls',
    'latitude',
    'longitude',
    'geohash',
    'make_slug',
    'model_slug',
    'location_slug',
    'stock_reference',
  ];
  const fields = Object.fromEntries(keys.map((key) => [key, listing[key] ?? null]));
  return { ...fields, ...changes } as FormFields;
}

const approved = () =>
  aListing({
    user_id: 'dealer-1',
    status: 'active',
    approval_status: 'approved',
    stock_reference: 'VN1',
    updated_at: '2026-11-01T10:00:00.000Z',
  });

describe('planFedRow', () => {
  it('changes nothing when the row says what is stored', () => {
    const listing = approved();
    expect(planFedRow(listing, fieldsOf(listing), NOW)).toEqual({ kind: 'unchanged' });
  });

  it('keeps an approved van live through a price cut and a mileage change, with the price history', () => {
    const listing = approved();
    const plan = planFedRow(
      listing,
      fieldsOf(listing, { price: listing.price - 500, mileage: 63000 }),
      NOW,
    );
    expect(plan.kind).toBe('updated');
    if (plan.kind !== 'updated') return;
    expect(plan.review).toBe(false);
    expect(plan.changed.sort()).toEqual(['mileage', 'price']);
    expect(plan.after.approval_status).toBe('approved');
    expect(plan.after.price).toBe(listing.price - 500);
    expect(plan.after.price_changes).toEqual([
      { at: NOW.toISOString(), from: listing.price, to: listing.price - 500 },
    ]);
    expect(Date.parse(plan.after.updated_at)).toBeGreaterThan(Date.parse(listing.updated_at));
  });

  it('sends any other change back to review, as a seller edit does', () => {
    const listing = approved();
    const plan = planFedRow(
      listing,
      fieldsOf(listing, { description: 'Now with a roof rack.' }),
      NOW,
    );
    expect(plan).toMatchObject({ kind: 'updated', review: true, changed: ['description'] });
    if (plan.kind === 'updated') expect(plan.after.approval_status).toBe('pending');
  });

  it('sends a price change with another change to review too', () => {
    const listing = approved();
    const plan = planFedRow(listing, fieldsOf(listing, { price: 1000, title: 'Another van' }), NOW);
    expect(plan).toMatchObject({ kind: 'updated', review: true });
  });

  it('keeps a draft a draft whatever changes', () => {
    const listing = { ...approved(), approval_status: 'draft' as const };
    const plan = planFedRow(listing, fieldsOf(listing, { colour: 'Blue' }), NOW);
    expect(plan.kind === 'updated' && plan.after.approval_status).toBe('draft');
  });

  it('leaves a sold van sold', () => {
    const listing = { ...approved(), status: 'sold' as const };
    expect(planFedRow(listing, fieldsOf(listing, { price: 1 }), NOW)).toEqual({ kind: 'sold' });
  });

  it('takes a reference written another way as the same (the claim is by key)', () => {
    const listing = approved();
    const plan = planFedRow(listing, fieldsOf(listing, { stock_reference: 'vn1' }), NOW);
    expect(plan).toMatchObject({ kind: 'updated', review: false });
  });
});

describe('goneListingIds', () => {
  it('names the listings whose reference is in no row of the file', () => {
    const claims = [
      { key: 'VN1', listingId: 'a' },
      { key: 'VN2', listingId: 'b' },
      { key: 'VN3', listingId: 'c' },
    ];
    expect(goneListingIds(claims, new Set(['VN1', 'VN3']))).toEqual(['b']);
    expect(goneListingIds(claims, new Set(['VN1', 'VN2', 'VN3']))).toEqual([]);
  });
});

describe('the feed address', () => {
  it('must be a web address, and https', () => {
    expect(stockFeedUrlSchema.safeParse('https://dealer.example/stock.csv').success).toBe(true);
    expect(stockFeedUrlSchema.safeParse('not a url').error?.issues[0]?.message).toBe(
      FEED_MESSAGES.urlInvalid,
    );
    expect(stockFeedUrlSchema.safeParse('ftp://dealer.example/a.csv').success).toBe(false);
    expect(() => checkFeedUrl('http://dealer.example/stock.csv')).toThrow(FEED_MESSAGES.urlHttps);
  });

  it('refuses private, loopback and link-local addresses, credentials and other ports', () => {
    for (const url of [
      'https://10.0.0.5/feed.csv',
      'https://127.0.0.1/feed.csv',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/feed.csv',
      'https://localhost/feed.csv',
    ]) {
      expect(() => checkFeedUrl(url), url).toThrow(/private or local network address/);
    }
    expect(() => checkFeedUrl('https://a:b@dealer.example/')).toThrow(FEED_MESSAGES.urlCredentials);
    expect(() => checkFeedUrl('https://dealer.example:8443/')).toThrow(FEED_MESSAGES.urlPort);
    expect(() => checkFeedUrl('https://dealer.example/stock.csv')).not.toThrow();
  });
});

describe('runs', () => {
  it('a scheduled run is named by the feed and the day: the same day’s event starts it once', () => {
    const a = feedRunId('user-1', 'schedule', NOW);
    expect(a).toBe(feedRunId('user-1', 'schedule', new Date('2026-11-29T23:00:00.000Z')));
    expect(a).not.toBe(feedRunId('user-2', 'schedule', NOW));
    expect(feedRunId('user-1', 'manual', NOW)).not.toBe(feedRunId('user-1', 'manual', NOW));
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('says what a run did', () => {
    const run = {
      id: 'r',
      trigger: 'schedule' as const,
      status: 'completed' as const,
      started_at: NOW.toISOString(),
      finished_at: NOW.toISOString(),
      rows_total: 6,
      created: 3,
      updated: 2,
      unchanged: 10,
      sold: 1,
      renewed: 0,
      error_count: 1,
      errors: [],
      failure: null,
    };
    expect(feedRunSummary(run)).toBe('Completed: 3 new, 2 updated, 10 unchanged, 1 sold, 1 error');
    expect(feedRunSummary({ ...run, status: 'failed', failure: FEED_MESSAGES.tooBig })).toBe(
      `Failed: ${FEED_MESSAGES.tooBig}`,
    );
  });
});
