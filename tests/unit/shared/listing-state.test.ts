import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, LISTING_STATUSES } from '#shared/catalogue/enums';
import { isLive } from '#shared/listing';
import {
  draftTodo,
  HELD_FOR_REVIEW_DETAIL,
  HELD_FOR_REVIEW_LABEL,
  LISTING_STATE_DETAILS,
  LISTING_STATES,
  listingState,
  listingStateDetail,
  listingStateLabel,
  photosNeeded,
} from '#shared/listing-state';

const fields = fc.record({
  status: fc.constantFrom(...LISTING_STATUSES),
  approval_status: fc.constantFrom(...APPROVAL_STATUSES),
  owner_disabled: fc.option(fc.boolean(), { nil: undefined }),
  reports_hidden: fc.option(fc.boolean(), { nil: undefined }),
});

describe('listingState: one state a person understands', () => {
  it.each([
    ['active', 'pending', 'Pending review'],
    ['active', 'approved', 'Live'],
    ['inactive', 'rejected', 'Rejected'],
    ['active', 'rejected', 'Rejected'],
    ['inactive', 'approved', 'Hidden'],
    ['inactive', 'pending', 'Pending review'],
    ['active', 'draft', 'Draft'],
    ['sold', 'approved', 'Sold'],
    ['sold', 'pending', 'Sold'],
    ['sold', 'draft', 'Sold'],
  ] as const)('%s + %s reads %s', (status, approval_status, label) => {
    expect(listingStateLabel({ status, approval_status })).toBe(label);
  });

  it('hides an approved listing of a disabled seller', () => {
    expect(
      listingState({ status: 'active', approval_status: 'approved', owner_disabled: true }),
    ).toBe('hidden');
  });

  it("says 'Hidden: under review' only while buyers' reports alone hold it back", () => {
    const held = { status: 'active', approval_status: 'approved', reports_hidden: true } as const;
    expect(listingState(held)).toBe('hidden');
    expect(listingStateLabel(held)).toBe(HELD_FOR_REVIEW_LABEL);
    expect(listingStateDetail(held)).toBe(HELD_FOR_REVIEW_DETAIL);
    // Another reason to hide it, or none, or sold: the state it has without the reports.
    expect(listingStateLabel({ ...held, status: 'inactive' })).toBe('Hidden');
    expect(listingStateLabel({ ...held, owner_disabled: true })).toBe('Hidden');
    expect(listingStateLabel({ ...held, status: 'sold' })).toBe('Sold');
    expect(listingStateLabel({ ...held, reports_hidden: false })).toBe('Live');
    expect(listingStateDetail({ ...held, reports_hidden: false })).toBe(LISTING_STATE_DETAILS.live);
  });

  it('is live exactly when the listing is public (isLive), for every combination', () => {
    fc.assert(
      fc.property(fields, (listing) => {
        expect(listingState(listing) === 'live').toBe(isLive(listing));
      }),
    );
  });

  it('gives every combination one of the known states', () => {
    fc.assert(
      fc.property(fields, (listing) => {
        expect(LISTING_STATES).toContain(listingState(listing));
      }),
    );
  });
});

describe('what a draft lacks', () => {
  it.each([
    [0, 3, 'Add at least 3 photos'],
    [1, 2, 'Add 2 more photos'],
    [2, 1, 'Add 1 more photo'],
    [3, 0, null],
    [7, 0, null],
  ])('%i photos: %i needed, "%s"', (count, needed, todo) => {
    expect(photosNeeded(count)).toBe(needed);
    expect(draftTodo(count)).toBe(todo);
  });
});
