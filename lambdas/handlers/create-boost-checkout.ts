import { createBoostCheckoutRoute } from '#shared/api/routes/create-boost-checkout';
import { createHttpHandler } from '../http/create-handler';
import { createBoostCheckout } from '../payment/create-checkout';
import { stagePaymentDeps } from '../payment/stage-deps';

/** POST /api/me/listings/{id}/boosts: a pending payment and the provider's checkout address. */
export const handler = createHttpHandler(
  createBoostCheckoutRoute,
  async ({ auth, path, body, log }) => ({
    status: 201,
    body: await createBoostCheckout(stagePaymentDeps(log), auth.userId, path.id, body),
  }),
);
