import { enquiryRequestSchema } from '../../shared/listing-detail';
import { env } from '../config';
import { putEnquiry } from '../data/enquiries-repo';
import { sendEnquiry } from '../domain/send-enquiry';
import { createHttpHandler } from '../http/create-handler';
import { listingIdPathSchema } from '../http/listing-id';
import { enforceRateLimit, RATE_LIMITS } from '../http/rate-limit';
import { sendMail } from '../mail/mailer';
import { listingReads } from '../data/listing-reads';

/** Far above the largest valid form (about 3 KB of fields), far below the default 64 KB. */
export const ENQUIRY_MAX_BODY_BYTES = 16 * 1024;

/** POST /api/listings/{id}/enquiries: relays the buyer's message to the seller by e-mail. */
export const handler = createHttpHandler({
  name: 'listing-enquiry',
  auth: 'public',
  path: listingIdPathSchema,
  body: enquiryRequestSchema,
  maxBodyBytes: ENQUIRY_MAX_BODY_BYTES,
  handle: async ({ path, body, event, log }) => {
    const reads = listingReads();
    await enforceRateLimit(reads.db, event, RATE_LIMITS.enquiry);
    const result = await sendEnquiry(
      {
        getListing: reads.getListing,
        getProfile: reads.getProfile,
        storeEnquiry: (enquiry) => putEnquiry(reads.db, enquiry),
        sendMail,
        log,
        siteOrigin: env.siteOrigin,
      },
      path.id,
      body,
    );
    return { status: 201, body: result };
  },
});
