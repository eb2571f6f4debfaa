import { revealSellerPhone } from '../domain/seller-phone';
import { createHttpHandler } from '../http/create-handler';
import { listingIdPathSchema } from '../http/listing-id';
import { enforceRateLimit, RATE_LIMITS } from '../http/rate-limit';
import { listingReads } from '../data/listing-reads';

/** GET /api/listings/{id}/phone: the seller's number, rate limited per client, never cached. */
export const handler = createHttpHandler({
  name: 'listing-phone',
  auth: 'public',
  path: listingIdPathSchema,
  handle: async ({ path, event }) => {
    const reads = listingReads();
    await enforceRateLimit(reads.db, event, RATE_LIMITS.phone);
    return { body: await revealSellerPhone(reads, path.id) };
  },
});
