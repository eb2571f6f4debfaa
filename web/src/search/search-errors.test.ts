import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch-json';
import { droppedParamNotices, searchFailure } from './search-errors';

describe('searchFailure', () => {
  it('an unknown postcode: Location Not Found, and the postcode leaves the URL', () => {
    expect(searchFailure(new ApiError(422, 'postcode_not_found', 'Could not find'))).toEqual({
      kind: 'toast',
      toast: {
        title: 'Location Not Found',
        description: 'Could not find coordinates for this postcode',
        variant: 'destructive',
      },
      dropPostcode: true,
    });
  });

  it('a geocoding failure: Search Error', () => {
    expect(searchFailure(new ApiError(503, 'geocoding_unavailable', 'Down'))).toEqual({
      kind: 'toast',
      toast: {
        title: 'Search Error',
        description: 'An error occurred while searching by postcode',
      },
      dropPostcode: false,
    });
  });

  it('a search index still loading is not an error to show', () => {
    expect(searchFailure(new ApiError(503, 'search_unavailable', 'Starting'))).toEqual({
      kind: 'starting-up',
    });
  });

  it('anything else: the destructive Error toast', () => {
    for (const error of [
      new ApiError(400, 'bad_request', 'Invalid query'),
      new ApiError(500, 'internal_error', 'Oops'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(searchFailure(error)).toEqual({
        kind: 'toast',
        toast: {
          title: 'Error',
          description: 'Failed to load listings. Please try again.',
          variant: 'destructive',
        },
        dropPostcode: false,
      });
    }
  });
});

describe('droppedParamNotices', () => {
  it('an invalid postcode in the URL: Invalid Postcode', () => {
    expect(droppedParamNotices([{ param: 'postcode', message: 'x' }])).toEqual([
      { title: 'Invalid Postcode', description: 'Please enter a valid UK postcode' },
    ]);
  });

  it('other parameters: one notice naming what was wrong', () => {
    expect(
      droppedParamNotices([
        { param: 'minPrice', message: 'Minimum price must be a whole number' },
        { param: 'postcode', message: 'x' },
        { param: 'page', message: 'Page must be at least 1' },
      ]),
    ).toEqual([
      { title: 'Invalid Postcode', description: 'Please enter a valid UK postcode' },
      {
        title: 'Some filters were removed',
        description: 'Minimum price must be a whole number. Page must be at least 1.',
      },
    ]);
    expect(droppedParamNotices([])).toEqual([]);
  });
});
