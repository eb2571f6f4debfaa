import type { SellerCard } from '#shared/listing-detail';
import { showToast } from '../ui/toast-store';
import { NO_EMAIL_TOAST, NO_PHONE_TOAST } from './contact-errors';
import { PhoneButton } from '../ui/phone-button';
import { CONTACT_BUTTON } from './seller-card';
import type { PhoneReveal } from '../lib/use-phone-reveal';

type MobileContactBarProps = {
  seller: SellerCard | null;
  phone: PhoneReveal;
  onEmail: () => void;
};

/**
 * Below 768 px: Call Seller and Email fixed at the bottom, in reach of a thumb. A missing phone
 * or e-mail is explained by a toast rather than a disabled button, which would not say why.
 */
export function MobileContactBar({ seller, phone, onEmail }: MobileContactBarProps) {
  return (
    <div
      role="region"
      aria-label="Contact the seller"
      // styles.css pads the page end by the bar's height while the bar is there.
      data-contact-bar
      className="fixed inset-x-0 bottom-0 z-40 flex gap-3 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <div className="flex-1">
        {seller?.has_phone ? (
          <PhoneButton
            phone={phone}
            disabled={false}
            label="Call Seller"
            className={`${CONTACT_BUTTON} bg-brand-700 text-white`}
          />
        ) : (
          <button
            type="button"
            onClick={() => showToast(NO_PHONE_TOAST)}
            className={`${CONTACT_BUTTON} bg-brand-700 text-white`}
          >
            Call Seller
          </button>
        )}
      </div>
      <div className="flex-1">
        <button
          type="button"
          onClick={() => (seller?.has_email ? onEmail() : showToast(NO_EMAIL_TOAST))}
          className={`${CONTACT_BUTTON} border border-brand-700 bg-white text-brand-700`}
        >
          Email
        </button>
      </div>
    </div>
  );
}
