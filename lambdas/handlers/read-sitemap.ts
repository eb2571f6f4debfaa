import { z } from 'zod';
import { requiredEnv } from '../config';
import { s3 } from '../data/s3';
import { createHttpHandler } from '../http/create-handler';
import { SITEMAP_KINDS, SITEMAP_NAMES } from '../../shared/sitemaps';
import { readSitemap } from '../sitemaps/read-sitemap';

const pathSchema = z.object({
  name: z.enum(SITEMAP_NAMES, {
    error: `The sitemap must be one of: index, ${SITEMAP_KINDS.join(', ')}`,
  }),
});
const querySchema = z.object({
  part: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'part must be a whole number from 1')
    .transform(Number)
    .optional(),
});

/** GET /api/sitemap/{index|static|categories|listings|blog}: the XML the last run wrote. */
export const handler = createHttpHandler({
  name: 'read-sitemap',
  auth: 'public',
  path: pathSchema,
  query: querySchema,
  handle: async ({ path, query }) => ({
    text: await readSitemap(s3(), requiredEnv('SITEMAPS_BUCKET'), path.name, query.part),
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  }),
});
