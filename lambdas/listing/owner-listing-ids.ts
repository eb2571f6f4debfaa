import type { Db } from '../platform/db';
import { queryOwnerIndex } from './owner-index';

/** The ids of every listing of one owner, both My Listings tabs (the owner index). */
export async function ownerListingIds(db: Db, userId: string): Promise<string[]> {
  const entries = await queryOwnerIndex(db, userId, ['id']);
  return entries.flatMap((entry) => (typeof entry.id === 'string' ? [entry.id] : []));
}
