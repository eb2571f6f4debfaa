import { describe, expect, it } from 'vitest';
import { isLive } from '#shared/listing';
import {
  EXPIRY_REMINDER_DAYS,
  expiresSoon,
  expiryAction,
  expiryDueAt,
  liveUntilFrom,
  renewalRefusal,
  renewedListing,
  upgradedLiveUntil,
} from '#shared/listing-expiry';
import { listingState, listingStateLabel } from '#shared/listing-state';
import { INDEX_KEYS, listingKeys } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';

const NOW = new Date('2026-11-29T06:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

describe('the end of an advert (decision 072)', () => {
  it('is the setting’s days after going live', () => {
    expect(liveUntilFrom(NOW, 60)).toBe('2027-01-28T06:00:00.000Z');
    expect(liveUntilFrom(NOW, 7)).toBe(at(7));
  });

  it('reminds once within 7 days of the end, expires at the end, does nothing before', () => {
    const listing = aListing({ live_until: at(10) });
    expect(expiryAction(listing, NOW)).toBeUndefined();
    expect(expiryAction(listing, new Date(Date.parse(at(10)) - EXPIRY_REMINDER_DAYS * DAY))).toBe(
      'remind',
    );
    expect(
      expiryAction({ ...listing, expiry_reminded_for: at(10) }, new Date(at(5))),
    ).toBeUndefined();
    // A reminder sent for an earlier end does not count for this one.
    expect(expiryAction({ ...listing, expiry_reminded_for: at(-50) }, new Date(at(5)))).toBe(
      'remind',
    );
    expect(expiryAction(listing, new Date(at(10)))).toBe('expire');
    // Reminded or not: at the end it expires (a missed reminder is not sent late).
    expect(expiryAction({ ...listing, expiry_reminded_for: at(10) }, new Date(at(11)))).toBe(
      'expire',
    );
  });

  it('leaves alone what is not live or has no end: nothing expires twice', () => {
    for (const other of [
      { status: 'sold' as const },
      { approval_status: 'pending' as const },
      { expired: true },
      { reports_hidden: true },
      { owner_disabled: true },
      { status: 'inactive' as const },
    ]) {
      expect(expiryAction(aListing({ live_until: at(-1), ...other }), NOW)).toBeUndefined();
    }
    expect(expiryAction(aListing({ live_until: null }), NOW)).toBeUndefined();
    expect(expiryAction(aListing({}), NOW)).toBeUndefined();
  });

  it('puts a live listing in the expiry index at its next action, and nothing else in it', () => {
    const listing = aListing({ id: 'van1', live_until: at(30) });
    const keys = listingKeys(listing);
    expect(keys[INDEX_KEYS.expiry.pk]).toMatch(/^EXPIRY#[0-7]$/);
    expect(keys[INDEX_KEYS.expiry.sk]).toBe(`${at(23)}#van1`);
    expect(expiryDueAt({ ...listing, expiry_reminded_for: at(30) })).toBe(at(30));
    expect(listingKeys({ ...listing, expiry_reminded_for: at(30) })[INDEX_KEYS.expiry.sk]).toBe(
      `${at(30)}#van1`,
    );
    for (const gone of [{ expired: true }, { status: 'sold' as const }, { live_until: null }]) {
      expect(listingKeys({ ...listing, ...gone })).not.toHaveProperty(INDEX_KEYS.expiry.pk);
    }
  });

  it('makes an expired listing not live and reads "Expired"; a hidden one stays hidden', () => {
    const expired = aListing({ expired: true, live_until: at(-1) });
    expect(isLive(expired)).toBe(false);
    expect(listingState(expired)).toBe('expired');
    expect(listingStateLabel(expired)).toBe('Expired');
    expect(listingState({ ...expired, status: 'sold' })).toBe('sold');
    expect(listingState({ ...expired, status: 'inactive' })).toBe('hidden');
    expect(listingState({ ...expired, approval_status: 'pending' })).toBe('pending_review');
  });
});

describe('renewal', () => {
  it('is allowed for an approved, unsold listing, live or expired, and refused otherwise', () => {
    expect(renewalRefusal(aListing({}))).toBeUndefined();
    expect(renewalRefusal(aListing({ expired: true }))).toBeUndefined();
    expect(renewalRefusal(aListing({ status: 'sold' }))).toBe('sold');
    expect(renewalRefusal(aListing({ approval_status: 'pending' }))).toBe('underReview');
    expect(renewalRefusal(aListing({ approval_status: 'rejected' }))).toBe('underReview');
    expect(renewalRefusal(aListing({ approval_status: 'draft' }))).toBe('underReview');
    expect(renewalRefusal(aListing({ status: 'inactive', expired: true }))).toBe('hidden');
    expect(renewalRefusal(aListing({ reports_hidden: true }))).toBe('hidden');
  });

  it('gives the days from now, clears the expiry and the reminder, keeps the approval', () => {
    const before = aListing({ expired: true, live_until: at(-3), expiry_reminded_for: at(-3) });
    const after = renewedListing(before, NOW, 60, NOW.toISOString());
    expect(after).toMatchObject({
      live_until: at(60),
      expired: false,
      expiry_reminded_for: null,
      approval_status: 'approved',
      updated_at: NOW.toISOString(),
    });
    expect(isLive(after)).toBe(true);
  });

  it('says an advert ends soon only within the 7 days before its end', () => {
    expect(expiresSoon(at(3), NOW)).toBe(true);
    expect(expiresSoon(at(7), NOW)).toBe(true);
    expect(expiresSoon(at(8), NOW)).toBe(false);
    expect(expiresSoon(at(-1), NOW)).toBe(false);
    expect(expiresSoon(null, NOW)).toBe(false);
  });
});

describe('the ends npm run data:upgrade gives kept listings', () => {
  it('counts from creation when that leaves more than the reminder window', () => {
    const listing = { id: 'a', created_at: new Date(NOW.getTime() - 10 * DAY).toISOString() };
    expect(upgradedLiveUntil(listing, NOW, 60)).toBe(at(50));
  });

  it('spreads older ones over the days after the window: none at once, none on one day', () => {
    const ends = Array.from({ length: 500 }, (_, i) =>
      upgradedLiveUntil({ id: `old${i}`, created_at: '2025-01-01T00:00:00.000Z' }, NOW, 60),
    );
    for (const end of ends) {
      expect(Date.parse(end)).toBeGreaterThan(Date.parse(at(EXPIRY_REMINDER_DAYS)));
      expect(Date.parse(end)).toBeLessThanOrEqual(Date.parse(at(60)));
    }
    const days = new Set(ends.map((end) => end.slice(0, 10)));
    expect(days.size).toBeGreaterThan(40);
    // The same listing gets the same day on every run.
    expect(upgradedLiveUntil({ id: 'old7', created_at: '2025-01-01T00:00:00.000Z' }, NOW, 60)).toBe(
      ends[7],
    );
  });
});
