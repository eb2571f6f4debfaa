import {
  ENQUIRY_LIMITS,
  enquiryRequestSchema,
  type EnquiryRequest,
} from '../../../shared/listing-detail';
import { ApiError } from '../api/fetch-json';

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export type EnquiryDraft = Record<EnquiryField, string> & { company: string };

/** The shared schema's own messages, the first per field; the request when it is valid. */
export function validateEnquiry(
  draft: EnquiryDraft,
): { ok: true; request: EnquiryRequest } | { ok: false; errors: EnquiryErrors } {
  const parsed = enquiryRequestSchema.safeParse(draft);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: EnquiryErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = fieldMessage(field, issue);
  }
  return { ok: false, errors };
}

/** The schema's length limits on name and e-mail carry zod's generic wording: say it plainly. */
function fieldMessage(field: EnquiryField, issue: { code: string; message: string }): string {
  if (issue.code === 'too_big' && (field === 'name' || field === 'email')) {
    return `Please keep this under ${ENQUIRY_LIMITS[field]} characters`;
  }
  return issue.message;
}

function isField(value: unknown): value is EnquiryField {
  return (ENQUIRY_FIELDS as readonly unknown[]).includes(value);
}

export type EnquiryFailure =
  | { kind: 'fields'; errors: EnquiryErrors }
  | { kind: 'form'; message: string; unavailable?: boolean };

/** How a refused enquiry is explained: per field for a 400, in words for the rest. */
export function enquiryFailure(error: unknown): EnquiryFailure {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.fields) {
      const errors: EnquiryErrors = {};
      for (const [field, messages] of Object.entries(error.fields)) {
        if (isField(field) && messages[0]) errors[field] = messages[0];
      }
      if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
    }
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
