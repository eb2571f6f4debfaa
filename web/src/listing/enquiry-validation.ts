import { ENQUIRY_LIMITS } from '#shared/listing-detail';
import { ApiError } from '../api/fetch-json';
import { serverFieldErrors, type IssueMessage } from '../forms/field-errors';

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** The schema's length limits on name and e-mail carry zod's generic wording: say it plainly. */
export const enquiryMessage: IssueMessage = (field, issue) => {
  if (issue.code === 'too_big' && (field === 'name' || field === 'email')) {
    return `Please keep this under ${ENQUIRY_LIMITS[field]} characters`;
  }
  return issue.message;
};

/**
 * How the form checks an enquiry with the shared schema: messages for the visible fields only
 * (never the hidden honeypot), in their words.
 */
export const ENQUIRY_CHECK = { fields: ENQUIRY_FIELDS, message: enquiryMessage } as const;

export type EnquiryFailure =
  | { kind: 'fields'; errors: EnquiryErrors }
  | { kind: 'form'; message: string; unavailable?: boolean };

/** How a refused enquiry is explained: per field for a 400, in words for the rest. */
export function enquiryFailure(error: unknown): EnquiryFailure {
  const errors = serverFieldErrors(error, ENQUIRY_FIELDS);
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return {
        kind: 'form',
        message:
          "You've sent several messages in a short time. Please wait a few minutes before sending another.",
      };
    }
    if (error.status === 409 || error.status === 404) {
      return {
        kind: 'form',
        message: 'This van is no longer available, so your message was not sent.',
        unavailable: true,
      };
    }
  }
  return { kind: 'form', message: 'Your message could not be sent. Please try again.' };
}
