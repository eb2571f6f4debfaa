import { listingPhoneRoute } from '#shared/api/routes/listing-phone';
import { revealSellerPhone } from '../listing/reveal-seller-phone';
import { createHttpHandler } from '../http/create-handler';
import { listingReads } from '../render/listing-reads';

/** GET /api/listings/{id}/phone: the seller's number, rate limited per client, never cached. */
export const handler = createHttpHandler(listingPhoneRoute, async ({ path }) => {
  const reads = listingReads();
  return { body: await revealSellerPhone(reads, path.id) };
});
