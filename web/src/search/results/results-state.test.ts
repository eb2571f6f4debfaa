import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '#shared/search/response';
import { ApiError } from '../../api/fetch-json';
import { resultsState } from './results-state';

const answer: SearchResponse = {
  total: 2,
  page: 1,
  pageSize: 24,
  pages: 1,
  sort: 'featured',
  items: [],
  facets: {
    make: {},
    model: {},
    fuelType: {},
    transmission: {},
    bodyType: {},
    sellerType: {},
    roofHeight: {},
    wheelbase: {},
    cabType: {},
    carLicence: 0,
    euroPallets: {},
    goodPrice: 0,
  },
  origin: null,
  relax: null,
  alternatives: [],
  oldestYear: 2012,
};

describe('resultsState', () => {
  it('shows the count once the answer is in', () => {
    expect(resultsState({ data: answer, loading: false, error: undefined })).toEqual({
      data: answer,
      busy: false,
      failed: false,
      status: '2 vans found',
    });
  });

  it('keeps the previous answer on screen, busy, while the next loads', () => {
    expect(resultsState({ data: answer, loading: true, error: undefined })).toMatchObject({
      data: answer,
      busy: true,
      status: 'Loading vans…',
    });
  });

  it('shows no vans after a failure', () => {
    const error = new ApiError(500, 'internal_error', 'Oops');
    expect(resultsState({ data: answer, loading: false, error })).toEqual({
      data: undefined,
      busy: false,
      failed: true,
      status: '',
    });
  });

  it('waits while the search is starting up', () => {
    const error = new ApiError(503, 'search_unavailable', 'Starting');
    expect(resultsState({ data: undefined, loading: false, error })).toMatchObject({
      busy: true,
      failed: false,
      status: 'Search is starting up. Trying again…',
    });
  });
});
