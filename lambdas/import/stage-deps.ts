import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3 } from '../platform/s3';
import { geocoder } from '../geocoding/create-geocoder';
import type { Logger } from '../platform/logger';
import { putVariant } from '#lambdas/photo';
import type { ImportRunDeps } from './deps';
import { fetchImage } from './fetch-image';
import { s3ImportFiles } from './import-files';
import { sendMail } from '../mail/mailer';
import { s3FeedFiles } from './feed/feed-files';
import { fetchFeed } from './feed/fetch-feed';
import type { StartFeedDeps } from './feed/start-feed-run';
import { stageImportRun, startImportRun } from './api/start-run';

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
    feed: {
      ...s3FeedFiles(s3(), bucket),
      fetchFeed: (url) => fetchFeed(url, { allowHosts }),
      sendMail,
      siteOrigin: () => env.siteOrigin,
    },
    log: (message, data) => log.info(message, data),
  };
}

/** The stage's, for starting feed runs (the schedule, Run now): the table and the state machine. */
export function stageFeedStartDeps(log: Logger): StartFeedDeps {
  return {
    db: stageDb(),
    startRun: (importId) => startImportRun(stageImportRun(), importId),
    sendMail,
    siteOrigin: () => env.siteOrigin,
    log: (message, data) => log.warn(message, data),
  };
}
