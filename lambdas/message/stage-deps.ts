import { env } from '../config';
import { sendMail } from '../mail/mailer';
import { stageDb } from '../platform/db';
import type { Logger } from '../platform/logger';
import { s3 } from '../platform/s3';
import { getProfile } from '#lambdas/account';
import { getListing } from '#lambdas/listing';
import { getSearchIndex } from '#lambdas/search';
import type { MessagesDeps } from './deps';

/** The messages functions' dependencies on this stage: the table, the search index, the mailer. */
export function stageMessagesDeps(log: Logger): MessagesDeps {
  const db = stageDb();
  return {
    db,
    log,
    getListing: (id) => getListing(db, id),
    getProfile: (userId) => getProfile(db, userId),
    index: () => getSearchIndex({ db, s3: s3(), bucket: env.searchBucket, log }),
    sendMail,
    siteOrigin: env.siteOrigin,
  };
}
