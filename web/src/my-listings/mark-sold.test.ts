import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch-json';
import {
  markedSoldToast,
  markSoldCopy,
  markSoldFailedToast,
  serverMessage,
  shouldRefreshAfterFailure,
} from './mark-sold';

describe('markSoldCopy', () => {
  it('names the listing and says it leaves search for good', () => {
    const copy = markSoldCopy('2019 Ford Transit');
    expect(copy.question).toBe("Are you sure you want to mark '2019 Ford Transit' as sold?");
    expect(copy.consequence).toMatch(/removed from search results/);
    expect(copy.consequence).toMatch(/cannot be undone/);
    expect(copy.confirm).toBe('Mark as sold');
    expect(copy.cancel).toBe('Cancel');
  });
});

describe('toasts', () => {
  it("says 'Listing marked as sold' on success", () => {
    expect(markedSoldToast('2019 Ford Transit')).toEqual({
      title: 'Listing marked as sold',
      description: '2019 Ford Transit has moved to your Sold Listings.',
    });
  });

  it("says 'Could not update listing status' with the server's message when it gave one", () => {
    const conflict = new ApiError(409, 'listing_sold', 'This listing is already sold.');
    expect(markSoldFailedToast(conflict)).toEqual({
      title: 'Could not update listing status',
      description: 'This listing is already sold.',
      variant: 'destructive',
    });
    const offline = markSoldFailedToast(new TypeError('Failed to fetch'));
    expect(offline.title).toBe('Could not update listing status');
    expect(offline.description).toBe('Please check your connection and try again.');
    expect(offline.variant).toBe('destructive');
  });
});

describe('serverMessage', () => {
  it("keeps the server's words and drops the client's stand-ins", () => {
    expect(serverMessage(new ApiError(409, 'listing_sold', ' Already sold '))).toBe('Already sold');
    expect(serverMessage(new ApiError(502, 'http_error', 'Request failed (502)'))).toBeNull();
    expect(serverMessage(new ApiError(0, 'unexpected_answer', 'Unexpected answer'))).toBeNull();
    expect(serverMessage(new ApiError(500, 'internal', '  '))).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
  });
});

describe('shouldRefreshAfterFailure', () => {
  it('refreshes when the listing is already sold or gone, not after an outage', () => {
    expect(shouldRefreshAfterFailure(new ApiError(409, 'listing_sold', 'Sold'))).toBe(true);
    expect(shouldRefreshAfterFailure(new ApiError(404, 'not_found', 'Gone'))).toBe(true);
    expect(shouldRefreshAfterFailure(new ApiError(500, 'internal', 'Oops'))).toBe(false);
    expect(shouldRefreshAfterFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
