import { env } from '../config';
import { dynamo } from '../data/dynamo';
import { listHomepageFeatured } from '../domain/featured-listings';
import { createHttpHandler } from '../http/create-handler';

export const handler = createHttpHandler({
  name: 'featured-listings',
  auth: 'public',
  handle: async () => {
    const items = await listHomepageFeatured({ client: dynamo(), tableName: env.tableName });
    return {
      body: { items },
      // Cached briefly at the edge: featured boosts change by the hour, not the second.
      headers: { 'cache-control': 'public, max-age=60' },
    };
  },
});
