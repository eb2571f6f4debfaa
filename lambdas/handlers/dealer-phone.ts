import { dealerPhoneRoute } from '#shared/api/routes/dealer-phone';
import { revealDealerPhone } from '../account/dealer/dealer-page';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/dealers/{slug}/phone: the dealer's number, rate limited per client, never cached. */
export const handler = createHttpHandler(dealerPhoneRoute, async ({ path }) => ({
  body: await revealDealerPhone(stageDb(), path.slug),
}));
