import { env } from '../config';
import { dynamo } from '../data/dynamo';
import { queryOwnerListingStates } from '../data/owner-listings';
import { sellerStats } from '../domain/seller-stats';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/listings/stats: the signed-in seller's active and boosted listings. */
export const handler = createHttpHandler({
  name: 'seller-stats',
  auth: 'user',
  handle: async ({ auth }) => {
    const listings = await queryOwnerListingStates(
      { client: dynamo(), tableName: env.tableName },
      auth!.userId,
    );
    return { body: sellerStats(listings) };
  },
});
