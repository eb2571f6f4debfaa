import { describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, enquiryRequestSchema } from '#shared/listing-detail';
import { ApiError } from '../api/fetch-json';
import { firstErrorPerField } from '../forms/field-errors';
import { ENQUIRY_CHECK, enquiryFailure } from './enquiry-validation';

/** What the form does on submit: the request when valid, or the messages per field. */
function validateEnquiry(draft: Record<string, string>) {
  const parsed = enquiryRequestSchema.safeParse(draft);
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, errors: firstErrorPerField(parsed.error, ENQUIRY_CHECK) };
}

const valid = {
  name: 'Sam Buyer',
  email: 'sam@example.com',
  phone: '',
  message: 'Is it still available?',
  company: '',
};

describe('enquiry validation', () => {
  it('accepts a complete enquiry, the phone being optional', () => {
    expect(validateEnquiry(valid)).toMatchObject({ ok: true, request: { name: 'Sam Buyer' } });
  });

  it("shows the shared schema's message per field", () => {
    const result = validateEnquiry({
      ...valid,
      name: ' ',
      email: 'nope',
      phone: '123',
      message: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: ENQUIRY_MESSAGES.name,
        email: ENQUIRY_MESSAGES.email,
        phone: ENQUIRY_MESSAGES.phone,
        message: ENQUIRY_MESSAGES.messageEmpty,
      },
    });
  });

  it('words the length limits of name and e-mail plainly, and ignores the honeypot', () => {
    const result = validateEnquiry({
      ...valid,
      name: 'x'.repeat(ENQUIRY_LIMITS.name + 1),
      company: 'x'.repeat(500),
    });
    expect(result).toEqual({
      ok: false,
      errors: { name: `Please keep this under ${ENQUIRY_LIMITS.name} characters` },
    });
  });

  it("shows the server's field messages and explains refusals", () => {
    expect(
      enquiryFailure(new ApiError(400, 'invalid', 'Invalid', { email: ['Bad address'] })),
    ).toEqual({ kind: 'fields', errors: { email: 'Bad address' } });
    expect(enquiryFailure(new ApiError(429, 'too_many_requests', 'Slow'))).toMatchObject({
      kind: 'form',
    });
    expect(enquiryFailure(new ApiError(409, 'listing_unavailable', 'Gone'))).toMatchObject({
      kind: 'form',
      unavailable: true,
    });
  });
});
