import { listingPhoneRoute } from '#shared/api/routes/listing-phone';
import { revealSellerPhone } from '../listing/reveal-seller-phone';
import { createHttpHandler } from '../http/create-handler';
import { listingReads } from '../render/listing-reads';
import { recordActivity } from '../performance/activity-counter';

/**
 * GET /api/listings/{id}/phone: the seller's number, rate limited per client, never cached;
 * each reveal counts on the listing's day (decision 073).
 */
export const handler = createHttpHandler(listingPhoneRoute, async ({ path, log }) => {
  const reads = listingReads();
  return {
    body: await revealSellerPhone({ ...reads, counted: recordActivity(reads.db, log) }, path.id),
  };
});
