import { env } from '../config';
import type { OwnListingDeps } from './deps';
import { geocoder } from '../geocoding/create-geocoder';
import type { Logger } from '../platform/logger';
import { stageDb } from '../platform/db';
import { s3PhotoFiles } from '#lambdas/photo';
import { s3 } from '../platform/s3';

/** The seller listing functions' dependencies on this stage: table, geocoder, images bucket. */
export function stageOwnListingDeps(log: Logger): OwnListingDeps {
  return {
    db: stageDb(),
    geocode: (postcode) => geocoder().geocodePostcode(postcode),
    files: s3PhotoFiles(s3(), env.imagesBucket),
    warn: (message, error) => log.warn(message, { error: String(error) }),
  };
}
