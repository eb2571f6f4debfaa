import { stageDb, type Db } from '../platform/db';
import { createProfileIfAbsent, getProfile, updateProfile } from './profiles-repo';
import { syncDealerPage } from './dealer/dealer-page';
import { attachDealerLogo } from './dealer/attach-logo';
import { s3PhotoFiles } from '#lambdas/photo';
import { env } from '../config';
import { s3 } from '../platform/s3';

/** The profile reads and writes the account handlers share, on the stage's table. */
export function profileStore(db: Db = stageDb()) {
  return {
    db,
    getProfile: (userId: string) => getProfile(db, userId),
    createProfileIfAbsent: (profile: Parameters<typeof createProfileIfAbsent>[1]) =>
      createProfileIfAbsent(db, profile),
    updateProfile: (userId: string, update: Parameters<typeof updateProfile>[2]) =>
      updateProfile(db, userId, update),
    syncDealerPage: (profile: Parameters<typeof syncDealerPage>[1]) => syncDealerPage(db, profile),
    attachLogo: (userId: string, uploadId: string) =>
      attachDealerLogo({ db, files: s3PhotoFiles(s3(), env.imagesBucket) }, userId, uploadId),
  };
}
