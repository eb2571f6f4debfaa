import { formatLongDate } from '#shared/format';
import { RENEWAL_MESSAGES, type RenewalAnswer } from '#shared/listing-expiry';

/** The renewal link's page (decision 072). */
export const RENEWAL_PAGE_TEXT = {
  heading: 'Renew your listing',
  metaDescription: 'Renew your VanYard listing from the link in your e-mail.',
  lead: 'Advertise this van again? It goes back into search at once, for another full period, without a new review.',
  confirm: 'Renew listing',
  busy: 'Renewing...',
  manage: 'Go to My Listings',
  failed: 'Could not renew the listing. Try again in a moment.',
  done: (answer: RenewalAnswer) => {
    const until = answer.expires_at ? ` until ${formatLongDate(answer.expires_at)}` : '';
    if (answer.outcome === 'renewed') return `Your ${answer.title} is advertised again${until}.`;
    return answer.expires_at
      ? `${RENEWAL_MESSAGES.linkUsed} Your ${answer.title} is advertised${until}.`
      : RENEWAL_MESSAGES.linkUsed;
  },
} as const;
