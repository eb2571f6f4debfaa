import { listingEnquiryRoute } from '#shared/api/routes/listing-enquiry';
import { env } from '../config';
import { putEnquiry } from '../enquiry/enquiries-repo';
import { sendEnquiry } from '../enquiry/send-enquiry';
import { createHttpHandler } from '../http/create-handler';
import { sendMail } from '../mail/mailer';
import { listingReads } from '../render/listing-reads';

/** POST /api/listings/{id}/enquiries: relays the buyer's message to the seller by e-mail. */
export const handler = createHttpHandler(listingEnquiryRoute, async ({ path, body, log }) => {
  const reads = listingReads();
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
});
