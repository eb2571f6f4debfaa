import { ApiError } from '../api/fetch-json';

/**
 * The first message per form field of an API validation failure (400 with
 * `{ error: { fields: { full_name: [...] } } }`), for the fields this form has. Nested paths
 * (`website_url.0`) count for their top-level field. Anything else gives no field messages.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return {};
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
