import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch-json';
import { telHref } from '../lib/tel-href';
import { NO_PHONE_TOAST, phoneRevealToast } from './contact-errors';

describe('contact helpers', () => {
  it('dials the digits of the number, without the bracketed trunk 0 after +44', () => {
    expect(telHref('+44 (0)7123 456-789')).toBe('tel:+447123456789');
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('+44 7123 456789')).toBe('tel:+447123456789');
    expect(telHref('07123 456789')).toBe('tel:07123456789');
  });

  it('explains a rate limit kindly and a missing phone with the spec wording', () => {
    expect(phoneRevealToast(new ApiError(429, 'too_many_requests', 'Slow down')).title).toBe(
      'Too many requests',
    );
    expect(phoneRevealToast(new ApiError(404, 'no_phone', 'No phone'))).toEqual(NO_PHONE_TOAST);
    expect(phoneRevealToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Error',
      description: 'Could not load seller details',
    });
  });
});
