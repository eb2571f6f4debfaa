import type { z } from 'zod';
import { ApiError } from '../api/fetch-json';

type Issue = z.ZodError['issues'][number];

/** The words shown under `field` for a schema issue. */
export type IssueMessage = (field: string, issue: Issue) => string;

export type FirstErrorOptions = {
  /** Only these fields; issues of other paths are left out. Without it, every path counts. */
  fields?: readonly string[];
  /** The words shown for an issue; the schema's own message by default. */
  message?: IssueMessage | undefined;
};

/**
 * A form's first message per field, for showing under each field: the field is the issue's
 * top-level path (an issue without a path counts for 'form').
 */
export function firstErrorPerField(
  error: z.ZodError,
  { fields, message = (_field, issue) => issue.message }: FirstErrorOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (fields && !fields.includes(field)) continue;
    errors[field] ??= message(field, issue);
  }
  return errors;
}

/**
 * Whether an answer is a refusal of what the form sent, which may carry field messages: a 400
 * (the body does not match the schema) or a 422 (it breaks a rule: an unknown postcode, a photo
 * that is not ready). Both are read the same way.
 */
export function isValidationFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}

/**
 * The first message per form field of an API validation failure (400 or 422 with
 * `{ error: { fields: { full_name: [...] } } }`), for the fields this form has. Nested paths
 * (`website_url.0`) count for their top-level field. Anything else gives no field messages.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!isValidationFailure(error) || !error.fields) return {};
  const found: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fields)) {
    const field = path.split('.')[0] ?? '';
    const message = Array.isArray(messages)
      ? messages.find((item) => typeof item === 'string' && item.trim() !== '')
      : undefined;
    if (fields.includes(field) && message) found[field] ??= message;
  }
  return found;
}

/** The first of `order` that has a message (the field that takes the focus). */
export function firstFieldWithError(
  errors: Record<string, string>,
  order: readonly string[],
): string | undefined {
  return order.find((field) => errors[field]);
}
