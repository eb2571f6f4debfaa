import type { z } from 'zod';
import { badRequest } from './http-error';

/** zod issues as `{ "field.path": ["message", ...] }`, the `fields` of the error body. */
export function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function parseOrBadRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: 'path' | 'query' | 'body',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(
    part === 'body' ? 'The request body is not valid.' : `The ${part} parameters are not valid.`,
    fieldErrors(result.error, part === 'body' ? undefined : part),
  );
}
