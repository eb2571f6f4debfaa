import { describe, expect, it } from 'vitest';
import { MODERATION_HOURS } from '#shared/site-facts';
import { HELD_FOR_REVIEW_DETAIL, HELD_FOR_REVIEW_LABEL } from '#shared/listing-state';
import { boostSummary, ownerActions, stateSummary } from './owner-summary';
import { makeListing } from './test-fixtures';

const now = new Date('2026-03-05T12:00:00Z');

describe('stateSummary: one state and what it means', () => {
  it('says a pending listing waits for review, not shown to buyers, with the moderation time', () => {
    const item = stateSummary(makeListing({ approval_status: 'pending' }), now);
    expect(item).toMatchObject({
      label: 'Status',
      state: 'pending_review',
      value: 'Pending review',
    });
    expect(item.detail).toBe(
      `Not shown to buyers until it is approved: most listings are reviewed within ${MODERATION_HOURS} hours.`,
    );
  });

  it("gives a rejection's reason when there is one, else how to try again", () => {
    const reasoned = stateSummary(
      makeListing({ approval_status: 'rejected', rejection_reason: ' Photos show a car ' }),
      now,
    );
    expect(reasoned).toMatchObject({
      value: 'Rejected',
      detail: 'Reason: Photos show a car. Edit it to send it for review again.',
    });
    expect(
      stateSummary(makeListing({ approval_status: 'rejected', rejection_reason: null }), now)
        .detail,
    ).toMatch(/Edit it to send it for review again/);
  });

  it("says a listing buyers' reports hold back is hidden while it is reviewed", () => {
    const item = stateSummary(makeListing({ reports_hidden: true }), now);
    expect(item).toMatchObject({
      state: 'hidden',
      value: HELD_FOR_REVIEW_LABEL,
      detail: HELD_FOR_REVIEW_DETAIL,
    });
  });

  it('says when a sold listing was sold, whatever its approval', () => {
    const item = stateSummary(
      makeListing({
        status: 'sold',
        approval_status: 'rejected',
        updated_at: '2026-03-02T10:00:00Z',
      }),
      now,
    );
    expect(item).toMatchObject({ value: 'Sold', detail: 'Sold 3 days ago (2 March 2026)' });
  });

  it('shows Live for a public listing and Hidden for one an admin set inactive', () => {
    expect(stateSummary(makeListing(), now)).toMatchObject({
      value: 'Live',
      detail: 'Live: buyers can find it in search.',
    });
    expect(stateSummary(makeListing({ status: 'inactive' }), now).value).toBe('Hidden');
  });

  it('tells a draft how many photos it lacks before it can be submitted', () => {
    const draft = makeListing({ approval_status: 'draft' });
    const item = stateSummary({ ...draft, photos: draft.photos.slice(0, 1) }, now);
    expect(item).toMatchObject({
      value: 'Draft',
      detail:
        'Not sent for review yet and not shown to buyers. Add 2 more photos, then submit it for review.',
    });
    expect(ownerActions(draft)).toMatchObject({ complete: true, boost: false, viewPublic: false });
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
      complete: false,
      boost: true,
      markSold: true,
      renew: false,
    });
    expect(ownerActions(makeListing({ approval_status: 'pending' }))).toEqual({
      viewPublic: false,
      edit: true,
      complete: false,
      boost: false,
      markSold: true,
      renew: false,
    });
    expect(ownerActions(makeListing({ status: 'inactive' }))).toMatchObject({
      viewPublic: false,
      boost: false,
    });
    expect(ownerActions(makeListing({ status: 'sold' }))).toEqual({
      viewPublic: false,
      edit: false,
      complete: false,
      boost: false,
      markSold: false,
      renew: false,
    });
  });

  it('offers Renew on an expired listing and on a live one ending within the week (decision 072)', () => {
    const expired = makeListing({ expired: true, expires_at: '2026-03-01T12:00:00.000Z' });
    expect(ownerActions(expired, now)).toMatchObject({
      renew: true,
      boost: false,
      viewPublic: false,
    });
    const endingSoon = makeListing({ expires_at: '2026-03-09T12:00:00.000Z' });
    expect(ownerActions(endingSoon, now)).toMatchObject({ renew: true, boost: true });
    const later = makeListing({ expires_at: '2026-04-20T12:00:00.000Z' });
    expect(ownerActions(later, now).renew).toBe(false);
    expect(ownerActions({ ...expired, status: 'sold' }, now).renew).toBe(false);
  });

  it('says until when a live listing is advertised, and when an expired one ended', () => {
    expect(stateSummary(makeListing({ expires_at: '2026-04-20T12:00:00.000Z' }), now).detail).toBe(
      'Live: buyers can find it in search until 20 April 2026.',
    );
    const expired = stateSummary(
      makeListing({ expired: true, expires_at: '2026-03-01T12:00:00.000Z' }),
      now,
    );
    expect(expired).toMatchObject({ state: 'expired', value: 'Expired' });
    expect(expired.detail).toBe(
      'Expired on 1 March 2026: no longer shown to buyers. Renew it to advertise it again.',
    );
  });
});
