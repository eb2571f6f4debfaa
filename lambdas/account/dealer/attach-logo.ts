import { DEALER_MESSAGES } from '#shared/dealer';
import { dealerLogoUrl } from '#shared/image-keys';
import { getUploadRecords, UPLOAD_ATTACH_SECONDS, type PhotoFiles } from '#lambdas/photo';
import type { Db } from '../../platform/db';
import { RuleViolationError } from '../../platform/errors';

export type LogoDeps = { db: Db; files: Pick<PhotoFiles, 'attachLogo'> };

function logoRefused(message: string): RuleViolationError {
  return new RuleViolationError(message, { logo_upload_id: [message] }, 'logo');
}

/**
 * A dealer's own finished upload made their logo: the photo pipeline has already checked the
 * bytes are an image (a PDF named logo.png is refused there, with its message), so here only
 * whose it is, whether it is done, and whether its files are still kept. Returns the logo's URL.
 */
export async function attachDealerLogo(
  deps: LogoDeps,
  userId: string,
  uploadId: string,
  now = new Date(),
): Promise<string> {
  const record = (await getUploadRecords(deps.db, userId, [uploadId])).get(uploadId);
  if (!record) throw logoRefused(DEALER_MESSAGES.logoUnknown);
  if (record.status === 'failed') throw logoRefused(record.message || DEALER_MESSAGES.logoFile);
  if (record.status !== 'ready') throw logoRefused(DEALER_MESSAGES.logoNotReady);
  if (now.getTime() - Date.parse(record.created_at) > UPLOAD_ATTACH_SECONDS * 1000) {
    throw logoRefused(DEALER_MESSAGES.logoExpired);
  }
  try {
    await deps.files.attachLogo(userId, uploadId);
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') {
      throw logoRefused(DEALER_MESSAGES.logoExpired);
    }
    throw error;
  }
  return dealerLogoUrl(userId, uploadId);
}
