import { ApiError } from './fetch-json';

/** A 404 (unknown, or another seller's) and a 400 (not a listing id at all) are 'not found'. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
