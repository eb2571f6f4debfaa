import { adminUpdateSettingsRoute } from '#shared/api/routes/admin-update-settings';
import { updateSettings } from '../admin/settings/update-settings';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/settings: saved over the version read (409 if changed), with its audit entry. */
export const handler = createHttpHandler(adminUpdateSettingsRoute, async ({ auth, body }) => ({
  body: await updateSettings({ db: stageDb() }, auth, body),
}));
