import { LABELS } from '#shared/catalogue/enums';
import { pages } from '#shared/pages';
import { TextLink } from '../ui/text-link';
import { WebsiteLink } from '../ui/website-link';
import type { SellerCard as Seller } from '#shared/listing-detail';
import { PhoneButton } from '../ui/phone-button';
import type { PhoneReveal } from '../lib/use-phone-reveal';

export const CONTACT_BUTTON =
  'flex w-full items-center justify-center rounded-md px-4 py-3 font-semibold disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600';

type SellerCardProps = {
  seller: Seller | null;
  phone: PhoneReveal;
  enquiryOpen: boolean;
  onEmail: () => void;
};

/** Name, website, type and the two ways to get in touch; never the e-mail address itself. */
export function SellerCard({ seller, phone, enquiryOpen, onEmail }: SellerCardProps) {
  return (
    <section
      aria-labelledby="seller-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="seller-heading" className="text-lg font-bold text-ink">
        Seller
      </h2>
      {seller ? (
        <>
          <p className="mt-2 text-lg font-semibold text-ink">{seller.name}</p>
          <p className="text-sm text-muted">{LABELS.seller_type[seller.seller_type]}</p>
          {seller.dealer_slug ? (
            <p className="mt-2 text-sm">
              <TextLink to={pages.dealer.build({ slug: seller.dealer_slug })}>
                More vans from {seller.name}
              </TextLink>
            </p>
          ) : null}
          {seller.website ? <WebsiteLink url={seller.website} /> : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">Seller details are not available.</p>
      )}
      <div className="mt-4 space-y-3">
        <PhoneButton
          phone={phone}
          disabled={!seller?.has_phone}
          label="Show phone number"
          className={`${CONTACT_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
        />
        <button
          type="button"
          disabled={!seller?.has_email}
          aria-expanded={enquiryOpen}
          aria-controls={enquiryOpen ? 'enquiry-form' : undefined}
          onClick={onEmail}
          className={`${CONTACT_BUTTON} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
        >
          {seller?.has_email ? 'Email seller' : 'No email address'}
        </button>
      </div>
    </section>
  );
}
