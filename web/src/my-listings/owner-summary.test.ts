import { describe, expect, it } from 'vitest';
import { MODERATION_HOURS } from '../../../shared/site-facts';
import { ApiError } from '../api/fetch-json';
import {
  approvalSummary,
  boostSummary,
  isNotFound,
  ownerActions,
  ownerDetailRows,
  PENDING_DETAIL,
  statusSummary,
} from './owner-summary';
import { makeListing } from './test-fixtures';

const now = new Date('2026-03-05T12:00:00Z');

describe('approvalSummary', () => {
  it('says a pending listing is waiting for review, with the moderation time', () => {
    const item = approvalSummary(makeListing({ approval_status: 'pending' }));
    expect(item.value).toBe('Pending');
    expect(item.detail).toBe(
      `Waiting for review: most listings are reviewed within ${MODERATION_HOURS} hours`,
    );
    expect(PENDING_DETAIL).toContain('24 hours');
  });

  it("gives a rejection's reason when there is one, else how to try again", () => {
    const reasoned = approvalSummary(
      makeListing({ approval_status: 'rejected', rejection_reason: ' Photos show a car ' }),
    );
    expect(reasoned).toMatchObject({ value: 'Rejected', detail: 'Reason: Photos show a car' });
    expect(
      approvalSummary(makeListing({ approval_status: 'rejected', rejection_reason: null })).detail,
    ).toMatch(/Edit it to send it for review again/);
    // A sold listing cannot be edited: no such advice.
    expect(
      approvalSummary(makeListing({ approval_status: 'rejected', status: 'sold' })).detail,
    ).toBeNull();
  });

  it('shows Approved', () => {
    expect(approvalSummary(makeListing()).value).toBe('Approved');
  });
});

describe('statusSummary', () => {
  it('says when a sold listing was sold', () => {
    const item = statusSummary(
      makeListing({ status: 'sold', updated_at: '2026-03-02T10:00:00Z' }),
      now,
    );
    expect(item).toMatchObject({ value: 'Sold', detail: 'Sold 3 days ago (2 March 2026)' });
  });

  it('tells live from waiting active listings, and shows Inactive', () => {
    expect(statusSummary(makeListing(), now)).toMatchObject({ value: 'Active', tone: 'positive' });
    expect(statusSummary(makeListing({ approval_status: 'pending' }), now)).toMatchObject({
      value: 'Active',
      tone: 'waiting',
      detail: 'Not shown to buyers until it is approved.',
    });
    expect(statusSummary(makeListing({ status: 'inactive' }), now).value).toBe('Inactive');
  });
});

describe('boostSummary', () => {
  it('names the running boost, an expired one, or none', () => {
    expect(
      boostSummary(
        makeListing({ homepage_featured: true, boost_expires: '2026-03-10T00:00:00Z' }),
        now,
      ).value,
    ).toBe('Featured until 10 Mar 2026');
    const expired = boostSummary(
      makeListing({ search_featured: true, boost_expires: '2026-03-01T00:00:00Z' }),
      now,
    );
    expect(expired.value).toBe('Boost expired');
    expect(expired.detail).toMatch(/Boost it again/);
    expect(boostSummary(makeListing(), now).value).toBe('Not boosted');
  });
});

describe('ownerActions', () => {
  it('offers the public page and a boost only when live, edit and sold unless sold', () => {
    expect(ownerActions(makeListing())).toEqual({
      viewPublic: true,
      edit: true,
      boost: true,
      markSold: true,
    });
    expect(ownerActions(makeListing({ approval_status: 'pending' }))).toEqual({
      viewPublic: false,
      edit: true,
      boost: false,
      markSold: true,
    });
    expect(ownerActions(makeListing({ status: 'inactive' }))).toMatchObject({
      viewPublic: false,
      boost: false,
    });
    expect(ownerActions(makeListing({ status: 'sold' }))).toEqual({
      viewPublic: false,
      edit: false,
      boost: false,
      markSold: false,
    });
  });
});

describe('ownerDetailRows', () => {
  it('lists price, mileage, year, fuel, transmission, body type, location and postcode', () => {
    expect(ownerDetailRows(makeListing({ seller_type: 'trade_dealer' }))).toEqual([
      { label: 'Price', value: '£14,995 excluding VAT, negotiable' },
      { label: 'Mileage', value: '48,000 miles' },
      { label: 'Year', value: '2019' },
      { label: 'Fuel type', value: 'Diesel' },
      { label: 'Transmission', value: 'Manual' },
      { label: 'Body type', value: 'Panel Van' },
      { label: 'Location', value: 'Staines Upon Thames' },
      { label: 'Postcode', value: 'TW18 4AB' },
    ]);
    const rows = ownerDetailRows(
      makeListing({
        seller_type: 'trade_dealer',
        body_type: null,
        price_includes_vat: true,
        price_negotiable: false,
      }),
    );
    expect(rows[0]!.value).toBe('£14,995 including VAT');
    expect(rows[5]!.value).toBe('Not stated');
  });

  it("never says a private seller's price excludes VAT", () => {
    for (const priceIncludesVat of [false, true]) {
      const rows = ownerDetailRows(
        makeListing({ seller_type: 'private_seller', price_includes_vat: priceIncludesVat }),
      );
      expect(rows[0]!.value).toBe('£14,995 no VAT (private sale), negotiable');
    }
  });
});

describe('isNotFound', () => {
  it('treats 404 and 400 as not found, nothing else', () => {
    expect(isNotFound(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'invalid', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
