import { adminSettingsRoute } from '#shared/api/routes/admin-settings';
import { readAdminSettings } from '../admin/settings/read-settings';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/settings: contact details, moderation reasons, their version and audit trail. */
export const handler = createHttpHandler(adminSettingsRoute, async () => ({
  body: await readAdminSettings(stageDb()),
}));
