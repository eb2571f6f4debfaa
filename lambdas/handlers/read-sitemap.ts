import { readSitemapRoute } from '#shared/api/routes/read-sitemap';
import { env } from '../config';
import { s3 } from '../platform/s3';
import { createHttpHandler } from '../http/create-handler';
import { readSitemap } from '../sitemap/read-sitemap';

/** GET /api/sitemap/{index|static|categories|listings|blog}: the XML the last run wrote. */
export const handler = createHttpHandler(readSitemapRoute, async ({ path, query }) => ({
  text: await readSitemap(s3(), env.sitemapsBucket, path.name, query.part),
  headers: { 'cache-control': 'public, max-age=3600' },
}));
