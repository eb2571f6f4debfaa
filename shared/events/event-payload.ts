import type { z } from 'zod';

/**
 * A payload that does not fit its schema. Its name is what Step Functions records as the task's
 * error (and a stream consumer's log shows), rather than a TypeError deep inside the task.
 */
export class EventPayloadError extends Error {
  override readonly name = 'EventPayloadError';
  constructor(
    readonly payload: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const detail = issues
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(payload)'}: ${issue.message}`)
      .join('; ');
    super(`Not a valid ${payload}: ${detail}`);
  }
}

/**
 * The payload parsed by its schema, or an EventPayloadError naming the payload and each field
 * that does not fit. Producers build through it and consumers read through it alike.
 */
export function parsePayload<S extends z.ZodType>(
  schema: S,
  payload: string,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new EventPayloadError(payload, result.error.issues);
  return result.data;
}
