import { adminExportUsersRoute } from '#shared/api/routes/admin-export-users';
import { getAdminMirror } from '../admin/mirror/admin-mirror';
import { exportUsers } from '../user/export-users';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3ExportFiles } from '../account/export-files';
import { s3 } from '../platform/s3';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/admin/users/export: the filtered users as a CSV file, and a link to download it. */
export const handler = createHttpHandler(adminExportUsersRoute, async ({ auth, body, log }) => {
  const mirror = await getAdminMirror({ db: stageDb(), log }, 'users');
  const exported = await exportUsers(
    { files: s3ExportFiles(s3(), env.exportsBucket) },
    mirror.rows(),
    body,
  );
  // Who took a file of addresses, and how many: the audit trail records changes, this the read.
  log.info('Users exported', { adminId: auth.userId, count: exported.count, filter: body });
  return { body: exported };
});
