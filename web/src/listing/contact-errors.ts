import type { ToastInput } from '../ui/toast-store';
import { phoneRevealToast as sharedPhoneRevealToast } from '../lib/phone-reveal-toast';

/** The mobile bar's wording for a seller without a phone or e-mail. */
export const NO_PHONE_TOAST: ToastInput = {
  title: 'Contact information unavailable',
  description: 'The seller has not provided a phone number.',
};

export const NO_EMAIL_TOAST: ToastInput = {
  title: 'Contact information unavailable',
  description: 'The seller has not provided an email address.',
};

/** What a failed phone reveal tells the visitor; the error code decides. */
export function phoneRevealToast(error: unknown): ToastInput {
  return sharedPhoneRevealToast(error, NO_PHONE_TOAST);
}
