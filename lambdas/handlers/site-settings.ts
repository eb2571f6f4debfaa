import { siteSettingsRoute } from '#shared/api/routes/site-settings';
import { readSiteSettings } from '../admin/settings/read-settings';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/settings (public): the contact details an operator set, or null. */
export const handler = createHttpHandler(siteSettingsRoute, async () => ({
  body: await readSiteSettings(stageDb()),
  // Cached a minute (at the edge too): an admin's change shows on the site within a minute.
  headers: { 'cache-control': 'public, max-age=60' },
}));
