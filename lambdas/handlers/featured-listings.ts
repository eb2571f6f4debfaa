import { featuredListingsRoute } from '#shared/api/routes/featured-listings';
import { listHomepageFeatured } from '../listing/list-featured-listings';
import { createHttpHandler } from '../http/create-handler';
import { stageDb } from '../platform/db';

export const handler = createHttpHandler(featuredListingsRoute, async () => {
  const items = await listHomepageFeatured(stageDb());
  return {
    body: { items },
    // Cached briefly at the edge: featured boosts change by the hour, not the second.
    headers: { 'cache-control': 'public, max-age=60' },
  };
});
