import type { Listing } from '#shared/listing';
import { nextVersion } from '../admin/listings/version';

/**
 * The listing after a boost change, as a new version: `updated_at` moves on, so a seller's
 * form opened before it cannot save over the boost (its version no longer matches).
 */
export function boostChanged(before: Listing, after: Listing, now: Date): Listing {
  return { ...after, updated_at: nextVersion(before.updated_at, now) };
}

/** Whether a transaction cancelled on a listing's version (or met another write of it) is worth another read. */
export const LISTING_ATTEMPTS = 5;

/** A short, growing pause before another attempt: writers of one item spread out. */
export function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
}
