import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3 } from '../platform/s3';
import { geocoder } from '../geocoding/create-geocoder';
import type { Logger } from '../platform/logger';
import { putVariant } from '#lambdas/photo';
import type { ImportRunDeps } from './deps';
import { fetchImage } from './fetch-image';
import { s3ImportFiles } from './import-files';

/** The stage's: its table, images bucket, geocoder and the URL guard with IMPORT_IMAGE_HOSTS. */
export function stageImportDeps(log: Logger): ImportRunDeps {
  const bucket = env.imagesBucket;
  const allowHosts = env.importImageHosts;
  return {
    db: stageDb(),
    files: s3ImportFiles(s3(), bucket),
    geocode: (postcode) => geocoder().geocodePostcode(postcode),
    fetchImage: (url) => fetchImage(url, { allowHosts }),
    putPhotoVariant: (key, body) => putVariant(s3(), bucket, key, body),
    log: (message, data) => log.info(message, data),
  };
}
