import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { lineLogger } from '#infra/local/line-logger';
import { searchChangeOf } from '#lambdas/search/projection/stream-change';
import { toSearchDoc } from '#lambdas/search/search-doc';
import type { Listing } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';
import { listingItem } from '#lambdas/listing/listing-writer';

const log = lineLogger(() => undefined, 'test');
const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true });

/** A stream record of a listing item as Lambda delivers it. */
function record(
  before: Listing | Record<string, unknown> | undefined,
  after: Listing | Record<string, unknown> | undefined,
  keys = { PK: { S: 'LISTING#l1' }, SK: { S: 'LISTING' } },
): DynamoDBRecord {
  const item = (x: Listing | Record<string, unknown>) =>
    image('user_id' in x ? listingItem(x as Listing) : x) as never;
  return {
    eventName: !before ? 'INSERT' : after ? 'MODIFY' : 'REMOVE',
    dynamodb: {
      Keys: keys,
      ...(before ? { OldImage: item(before) } : {}),
      ...(after ? { NewImage: item(after) } : {}),
      SequenceNumber: '000000000000000000007',
    },
  };
}

const live = aListing({ id: 'l1' });
const seq = '000000000000000000007';

describe('searchChangeOf: what a listing change does to the search projection', () => {
  it('adds a listing that becomes live', () => {
    expect(searchChangeOf(record(undefined, live), log)).toEqual({
      id: 'l1',
      seq,
      doc: toSearchDoc(live),
    });
    const pending = { ...live, approval_status: 'pending' as const };
    expect(searchChangeOf(record(pending, live), log)?.doc).toEqual(toSearchDoc(live));
  });

  it.each<[string, Partial<Listing>]>([
    ['price', { price: 999 }],
    ['mileage', { mileage: 1 }],
    ['description words', { description: 'Now with a roof rack' }],
    ['features', { features: ['Ply Lining'] }],
    ['a boost', { search_featured: true, boost_expires: '2027-01-01T00:00:00.000Z' }],
    ['coordinates', { latitude: 51.5, longitude: -0.12 }],
    ['the first photo', { image_urls: ['/images/listings/x/2/640.webp'] }],
    // A dealer page's stock is its seller's rows (decision 069).
    ['the seller', { user_id: 'seller-2' }],
    // 'Price reduced' on cards (decision 077): a cut, and a raise after it.
    [
      'the price, cut',
      {
        price: 14_000,
        price_changes: [{ at: '2026-11-20T10:00:00.000Z', from: 14_995, to: 14_000 }],
      },
    ],
  ])('writes the new document when %s changes', (_, change) => {
    const after = { ...live, ...change };
    expect(searchChangeOf(record(live, after), log)).toEqual({
      id: 'l1',
      seq,
      doc: toSearchDoc(after),
    });
  });

  it('carries when the price was last cut, and drops it when the price goes up again', () => {
    const cut = { at: '2026-11-20T10:00:00.000Z', from: 14_995, to: 14_000 };
    const reduced = { ...live, price: 14_000, price_changes: [cut] };
    expect(searchChangeOf(record(live, reduced), log)?.doc?.price_cut_at).toBe(Date.parse(cut.at));
    const raised = {
      ...reduced,
      price: 14_500,
      price_changes: [cut, { at: '2026-11-22T10:00:00.000Z', from: 14_000, to: 14_500 }],
    };
    expect(searchChangeOf(record(reduced, raised), log)?.doc?.price_cut_at).toBeNull();
  });

  it.each<[string, Partial<Listing>]>([
    ['the views counter', { views: 11 }],
    ['updated_at alone', { updated_at: '2026-11-05T10:00:00.000Z' }],
    ['fields search does not show', { postcode: 'LS2 7AA', colour: 'red' }],
    ['photos after the first', { image_urls: [...live.image_urls, '/images/other.webp'] }],
  ])('writes nothing when only %s changes', (_, change) => {
    expect(searchChangeOf(record(live, { ...live, ...change }), log)).toBeUndefined();
  });

  it.each<[string, Partial<Listing> | undefined]>([
    ['deleted', undefined],
    ['sold', { status: 'sold' }],
    ['un-approved', { approval_status: 'pending' }],
    ['rejected', { approval_status: 'rejected' }],
  ])('removes a live listing that is %s', (_, change) => {
    const after = change ? { ...live, ...change } : undefined;
    expect(searchChangeOf(record(live, after), log)).toEqual({ id: 'l1', seq, doc: null });
  });

  it('writes nothing for a listing that is not live before or after', () => {
    const pending = { ...live, approval_status: 'pending' as const };
    expect(searchChangeOf(record(undefined, pending), log)).toBeUndefined();
    expect(searchChangeOf(record(pending, { ...pending, price: 1 }), log)).toBeUndefined();
    expect(searchChangeOf(record(pending, undefined), log)).toBeUndefined();
  });

  it('ignores items that are not listings', () => {
    const postcode = { PK: 'POSTCODE#LS1', SK: 'POSTCODE', latitude: 53.8 };
    expect(
      searchChangeOf(
        record(undefined, postcode, { PK: { S: 'POSTCODE#LS1' }, SK: { S: 'POSTCODE' } }),
        log,
      ),
    ).toBeUndefined();
    const logEntry = { PK: 'SEARCHLOG', SK: '1#1' };
    expect(
      searchChangeOf(
        record(undefined, logEntry, { PK: { S: 'SEARCHLOG' }, SK: { S: '1#1' } }),
        log,
      ),
    ).toBeUndefined();
    // A listing's other items (a later issue's enquiries, say) share the PK but not the SK.
    expect(
      searchChangeOf(
        record(undefined, live, { PK: { S: 'LISTING#l1' }, SK: { S: 'ENQUIRY#1' } }),
        log,
      ),
    ).toBeUndefined();
  });

  it('takes a listing that no longer parses out of search, rather than blocking the stream', () => {
    const broken = { ...listingItem(live), price: 'a lot' };
    expect(searchChangeOf(record(live, broken), log)).toEqual({ id: 'l1', seq, doc: null });
  });

  it('writes the new document when the old image does not parse', () => {
    const broken = { ...listingItem(live), price: 'a lot' };
    expect(searchChangeOf(record(broken, live), log)?.doc).toEqual(toSearchDoc(live));
    expect(searchChangeOf(record(broken, undefined), log)).toEqual({ id: 'l1', seq, doc: null });
  });
});
