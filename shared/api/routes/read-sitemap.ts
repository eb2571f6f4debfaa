import { z } from 'zod';
import { SITEMAP_KINDS, SITEMAP_NAMES } from '../../sitemaps';
import { defineRoute, text } from '../contract';

export const readSitemapRoute = defineRoute({
  id: 'ReadSitemap',
  method: 'GET',
  path: '/api/sitemap/{name}',
  auth: 'public',
  params: z.object({
    name: z.enum(SITEMAP_NAMES, {
      error: `The sitemap must be one of: index, ${SITEMAP_KINDS.join(', ')}`,
    }),
  }),
  query: z.object({
    part: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'part must be a whole number from 1')
      .transform(Number)
      .optional(),
  }),
  response: text('application/xml; charset=utf-8'),
  description:
    'One sitemap (index, static, categories, listings or blog) as the last run wrote it.',
});
