import { listingEnquiryRoute } from '#shared/api/routes/listing-enquiry';
import { env } from '../config';
import { putEnquiry } from '../enquiry/enquiries-repo';
import { sendEnquiry } from '../enquiry/send-enquiry';
import { createHttpHandler } from '../http/create-handler';
import { sendMail } from '../mail/mailer';
import { listingReads } from '../render/listing-reads';
import { recordActivity } from '../performance/activity-counter';
import { recordGuestEnquiry } from '../message/start-conversation';
import { stageMessagesDeps } from '../message/stage-deps';

/** POST /api/listings/{id}/enquiries: relays the buyer's message to the seller by e-mail. */
export const handler = createHttpHandler(listingEnquiryRoute, async ({ path, body, log }) => {
  const reads = listingReads();
  const record = recordActivity(reads.db, log);
  const result = await sendEnquiry(
    {
      getListing: reads.getListing,
      getProfile: reads.getProfile,
      // Counted on the day once stored, whether or not the mail then goes (decision 073).
      storeEnquiry: async (enquiry) => {
        await putEnquiry(reads.db, enquiry);
        await record([
          { metric: 'enquiries', listingId: enquiry.listing_id, sellerId: enquiry.seller_id },
        ]);
        // And a conversation tied to the buyer's address, claimed when they sign in with it
        // (decision 075). The relay stays the enquiry's answer: a failure here is logged.
        await recordGuestEnquiry(stageMessagesDeps(log), enquiry).catch((error: unknown) =>
          log.error('enquiry stored but its conversation was not', {
            listingId: enquiry.listing_id,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      },
      sendMail,
      log,
      siteOrigin: env.siteOrigin,
    },
    path.id,
    body,
  );
  return { status: 201, body: result };
});
