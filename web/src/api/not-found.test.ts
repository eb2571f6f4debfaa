import { describe, expect, it } from 'vitest';
import { ApiError } from './fetch-json';
import { isNotFound } from './not-found';

describe('isNotFound', () => {
  it('treats 404 and 400 as not found, nothing else', () => {
    expect(isNotFound(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'invalid', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
