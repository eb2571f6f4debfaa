import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/fetch-json';
import {
  firstErrorPerField,
  firstFieldWithError,
  isValidationFailure,
  serverFieldErrors,
} from './field-errors';

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

  it('reads a 422 (a broken rule) like a 400', () => {
    const error = new ApiError(422, 'unprocessable', 'Please check the phone number.', {
      phone_number: ['Please enter a valid UK phone number'],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      phone_number: 'Please enter a valid UK phone number',
    });
    expect(isValidationFailure(error)).toBe(true);
    expect(isValidationFailure(new ApiError(400, 'bad_request', 'x'))).toBe(true);
    expect(isValidationFailure(new ApiError(409, 'conflict', 'x'))).toBe(false);
    expect(isValidationFailure(new Error('offline'))).toBe(false);
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

describe('firstErrorPerField', () => {
  const schema = z
    .object({ name: z.string().min(2, 'Too short').max(3, 'Too long'), age: z.string() })
    .refine((form) => form.name !== 'bad', { message: 'Not allowed' });
  const errorOf = (value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a failure');
    return parsed.error;
  };

  it("keeps each field's first message, an issue without a path counting for 'form'", () => {
    expect(firstErrorPerField(errorOf({ name: 'x', age: 1 }))).toEqual({
      name: 'Too short',
      age: expect.any(String),
    });
    expect(firstErrorPerField(errorOf({ name: 'bad', age: '1' }))).toEqual({
      form: 'Not allowed',
    });
  });

  it('can keep to some fields and word the messages itself', () => {
    const error = errorOf({ name: 'long', age: 1 });
    expect(
      firstErrorPerField(error, {
        fields: ['name'],
        message: (field, issue) => `${field}: ${issue.code}`,
      }),
    ).toEqual({ name: 'name: too_big' });
  });
});
