import { featuredListingsRoute } from '#shared/api/routes/featured-listings';
import { listHomepageFeatured } from '../listing/list-featured-listings';
import { createHttpHandler } from '../http/create-handler';
import { stageDb } from '../platform/db';
import { dealerLinks } from '../account/dealer/dealer-directory';

export const handler = createHttpHandler(featuredListingsRoute, async ({ log }) => {
  const items = await listHomepageFeatured(stageDb(), new Date(), () =>
    dealerLinks(stageDb(), log),
  );
  return {
    body: { items },
    // Cached briefly at the edge: featured boosts change by the hour, not the second.
    headers: { 'cache-control': 'public, max-age=60' },
  };
});
