import { describe, expect, it } from 'vitest';
import type { StoredEnquiry } from '#lambdas/enquiry/enquiries-repo';
import { ConflictError, NotFoundError, UnavailableError } from '#lambdas/platform/errors';
import { sendEnquiry, type EnquiryDeps } from '#lambdas/enquiry/send-enquiry';
import { createLogger } from '#lambdas/platform/logger';
import type { MailMessage } from '#lambdas/mail/mailer';
import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import { aListing } from '../../support/listing-fixture';

const seller: Profile = {
  id: 'seller-1',
  email: 'me@seller.example',
  full_name: 'Sam Seller',
  phone_number: null,
  location: 'York',
  website_url: null,
  seller_type: 'private_seller',
  created_at: '2024-01-01T00:00:00.000Z',
};
const request = { name: 'Jo', email: 'jo@buyer.example', message: 'Hello <b>there</b>' };
const now = new Date('2026-11-20T12:00:00.000Z');

function fakes(
  listing: Listing | undefined,
  profile: Profile | undefined = seller,
  mailFails = false,
) {
  const stored: StoredEnquiry[] = [];
  const sent: MailMessage[] = [];
  const deps: EnquiryDeps = {
    getListing: async () => listing,
    getProfile: async () => profile,
    storeEnquiry: async (enquiry) => {
      stored.push(enquiry);
    },
    sendMail: async (message) => {
      if (mailFails) throw new Error('SES down');
      sent.push(message);
    },
    log: createLogger({ test: true }),
    siteOrigin: 'https://vanyard.example',
    newId: () => 'id-1',
  };
  return { deps, stored, sent };
}

describe('sendEnquiry', () => {
  it('stores, then mails the seller in plain text with reply-to the buyer', async () => {
    const { deps, stored, sent } = fakes(aListing({ id: 'v1' }));
    await expect(sendEnquiry(deps, 'v1', { ...request, phone: '' }, now)).resolves.toEqual({
      status: 'sent',
    });
    expect(stored).toEqual([
      {
        id: 'id-1',
        listing_id: 'v1',
        seller_id: 'seller-1',
        name: 'Jo',
        email: 'jo@buyer.example',
        phone: null,
        message: 'Hello <b>there</b>',
        created_at: now.toISOString(),
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'me@seller.example', replyTo: 'jo@buyer.example' });
    expect(sent[0]!.html).toBeUndefined();
    expect(sent[0]!.text).toContain('Hello <b>there</b>');
    expect(sent[0]!.text).toContain(
      'https://vanyard.example/used-vans/ford/transit-custom/2019/leeds/v1',
    );
    expect(sent[0]!.text).not.toContain('Phone:');
  });

  it("names the van by the seller's own title too", async () => {
    const { deps, sent } = fakes(
      aListing({ id: 'v1', title: '2019 Ford Transit Custom 2.0 EcoBlue L2H1, one owner' }),
    );
    await sendEnquiry(deps, 'v1', request, now);
    expect(sent[0]!.text).toContain(
      "Your listing's title: 2019 Ford Transit Custom 2.0 EcoBlue L2H1, one owner",
    );
  });

  it('drops a filled honeypot silently', async () => {
    const { deps, stored, sent } = fakes(aListing());
    await expect(sendEnquiry(deps, 'v1', { ...request, company: 'Bot Co' }, now)).resolves.toEqual({
      status: 'sent',
    });
    expect(stored).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses unknown, unavailable and unreachable', async () => {
    await expect(sendEnquiry(fakes(undefined).deps, 'v1', request)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const sold = sendEnquiry(fakes(aListing({ status: 'sold' })).deps, 'v1', request);
    await expect(sold).rejects.toMatchObject({ code: 'listing_unavailable' });
    await expect(sold).rejects.toBeInstanceOf(ConflictError);
    const noEmail = sendEnquiry(fakes(aListing(), { ...seller, email: '' }).deps, 'v1', request);
    await expect(noEmail).rejects.toMatchObject({ code: 'listing_unavailable' });
  });

  it('answers unavailable when the mail fails, keeping the stored enquiry', async () => {
    const { deps, stored } = fakes(aListing(), seller, true);
    await expect(sendEnquiry(deps, 'v1', request, now)).rejects.toBeInstanceOf(UnavailableError);
    expect(stored).toHaveLength(1);
  });
});
