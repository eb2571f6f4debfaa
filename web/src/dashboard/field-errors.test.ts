import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch-json';
import { firstFieldWithError, serverFieldErrors } from './field-errors';

const FIELDS = ['full_name', 'phone_number', 'website_url'] as const;

describe('serverFieldErrors', () => {
  it("takes each known field's first message from a 400 answer", () => {
    const error = new ApiError(400, 'bad_request', 'The request body is not valid.', {
      full_name: ['Full name must be at least 2 characters', 'second'],
      'website_url.0': ['Please enter a website address starting with https:// or http://'],
      unknown_field: ['ignored'],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      full_name: 'Full name must be at least 2 characters',
      website_url: 'Please enter a website address starting with https:// or http://',
    });
  });

  it('skips empty and non-text messages', () => {
    const error = new ApiError(400, 'bad_request', 'x', {
      phone_number: ['', ' ', 'Please enter a valid UK phone number'],
      full_name: [] as string[],
      website_url: 'not a list' as unknown as string[],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      phone_number: 'Please enter a valid UK phone number',
    });
  });

  it('gives nothing for other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'internal', 'boom'), FIELDS)).toEqual({});
    expect(
      serverFieldErrors(new ApiError(409, 'conflict', 'x', { full_name: ['x'] }), FIELDS),
    ).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'bad_request', 'no fields'), FIELDS)).toEqual({});
    expect(serverFieldErrors(new Error('offline'), FIELDS)).toEqual({});
    expect(serverFieldErrors(undefined, FIELDS)).toEqual({});
  });
});

describe('firstFieldWithError', () => {
  it('follows the order of the form, not of the answer', () => {
    expect(firstFieldWithError({ website_url: 'a', full_name: 'b' }, FIELDS)).toBe('full_name');
    expect(firstFieldWithError({}, FIELDS)).toBeUndefined();
  });
});
