import { stageDb, type Db } from '../platform/db';
import { createProfileIfAbsent, getProfile, updateProfile } from './profiles-repo';

/** The profile reads and writes the account handlers share, on the stage's table. */
export function profileStore(db: Db = stageDb()) {
  return {
    db,
    getProfile: (userId: string) => getProfile(db, userId),
    createProfileIfAbsent: (profile: Parameters<typeof createProfileIfAbsent>[1]) =>
      createProfileIfAbsent(db, profile),
    updateProfile: (userId: string, update: Parameters<typeof updateProfile>[2]) =>
      updateProfile(db, userId, update),
  };
}
