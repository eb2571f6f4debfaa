import { listingPhoneRoute } from '../../shared/api/routes/listing-phone';
import { revealSellerPhone } from '../domain/seller-phone';
import { createHttpHandler } from '../http/create-handler';
import { enforceRateLimit, RATE_LIMITS } from '../http/rate-limit';
import { listingReads } from '../data/listing-reads';

/** GET /api/listings/{id}/phone: the seller's number, rate limited per client, never cached. */
export const handler = createHttpHandler(listingPhoneRoute, async ({ path, event }) => {
  const reads = listingReads();
  await enforceRateLimit(reads.db, event, RATE_LIMITS.phone);
  return { body: await revealSellerPhone(reads, path.id) };
});
