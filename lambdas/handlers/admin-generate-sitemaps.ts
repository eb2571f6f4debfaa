import { adminGenerateSitemapsRoute } from '#shared/api/routes/admin-generate-sitemaps';
import type { SitemapsGenerated } from '#shared/admin/dashboard';
import { createHttpHandler } from '../http/create-handler';
import { generateStageSitemaps } from '../sitemap/stage-sitemaps';

/** POST /api/admin/sitemaps: writes the sitemaps now (the admin dashboard's Generate Sitemaps). */
export const handler = createHttpHandler(adminGenerateSitemapsRoute, async ({ log }) => {
  const { counts } = await generateStageSitemaps(log);
  const body: SitemapsGenerated = {
    success: true,
    message: `Sitemaps generated successfully! ${counts.total.toLocaleString('en-GB')} URLs: the index at /sitemap.xml lists every part. Search engines read it through robots.txt.`,
    counts,
  };
  return { body };
});
