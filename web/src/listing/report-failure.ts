import { REPORT_MESSAGES } from '#shared/reports';
import { ApiError } from '../api/fetch-json';
import { serverFieldErrors } from '../forms/field-errors';

export const REPORT_FIELDS = ['reason', 'note'] as const;

export type ReportFailure =
  | { kind: 'fields'; errors: Partial<Record<(typeof REPORT_FIELDS)[number], string>> }
  | { kind: 'form'; message: string };

/** How a refused report is explained: per field for a 400, in words for the rest. */
export function reportFailure(error: unknown): ReportFailure {
  const errors = serverFieldErrors(error, REPORT_FIELDS);
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  if (error instanceof ApiError) {
    if (error.status === 429) return { kind: 'form', message: REPORT_MESSAGES.rateLimited };
    if (error.status === 409 || error.status === 404) {
      return { kind: 'form', message: REPORT_MESSAGES.unavailable };
    }
  }
  return { kind: 'form', message: REPORT_MESSAGES.failed };
}
