import type { LatLng } from '#shared/geo';
import type { Db } from '../platform/db';
import type { PhotoFiles } from '#lambdas/photo';

/** What the seller's listing functions need; the handlers pass the stage's, the tests their own. */
export type OwnListingDeps = {
  db: Db;
  /** A postcode's point, or null when it is unknown. */
  geocode: (postcode: string) => Promise<LatLng | null>;
  files: PhotoFiles;
  now?: () => Date;
  /** Clean-up that failed after the listing was saved (files left for the lifecycle rules). */
  warn?: (message: string, error: unknown) => void;
};

export const nowOf = (deps: Pick<OwnListingDeps, 'now'>) => deps.now?.() ?? new Date();
