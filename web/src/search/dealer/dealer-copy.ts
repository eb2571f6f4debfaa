import { formatLongDate } from '#shared/format';
import type { DealerPageResponse } from '#shared/dealer';
import { pages } from '#shared/pages';
import type { BreadcrumbLink } from '../../ui/breadcrumbs';
import type { ToastInput } from '../../ui/toast-store';
import { pageTitle } from '../../lib/site';

/** The words of the dealer pages (issue 33 §1, decision 069). */
export const DEALER_COPY = {
  directoryHeading: 'Van dealers',
  directoryTitle: pageTitle('Used Van Dealers by Town'),
  directoryDescription:
    'Trade van dealers on VanYard, town by town: their forecourts, opening hours and the vans they have for sale now.',
  directoryLead:
    'Trade dealers selling on VanYard, by town. Each page shows the dealer’s details, opening hours and every van they have for sale.',
  directoryEmpty: 'No dealer has a page yet.',
  verified: 'Verified dealer',
  about: 'About',
  details: 'Dealer details',
  hours: 'Opening hours',
  stock: (name: string) => `Vans from ${name}`,
  showPhone: 'Show phone number',
  callPrefix: 'Call the dealer on ',
  noPhone: 'The dealer has not provided a phone number.',
  notFoundTitle: pageTitle('Dealer not found'),
} as const;

/** 'Northern Van Centre, Van Dealer in Leeds | VanYard'. */
export function dealerTitle(dealer: Pick<DealerPageResponse, 'name' | 'town'>): string {
  return pageTitle(
    dealer.town ? `${dealer.name}, Van Dealer in ${dealer.town}` : `${dealer.name}, Van Dealer`,
  );
}

/** 'Verified 3 March 2026'. */
export function verifiedText(verifiedAt: string): string {
  return `Verified ${formatLongDate(verifiedAt)}`;
}

/** 'Member since January 2024'. */
export function memberSinceText(createdAt: string): string {
  return `Member since ${formatLongDate(createdAt).replace(/^\d+ /, '')}`;
}

/** '12 vans for sale', '1 van for sale'. */
export function vansText(vans: number): string {
  return `${vans} ${vans === 1 ? 'van' : 'vans'} for sale`;
}

export function dealerTrail(name?: string): BreadcrumbLink[] {
  return [
    { label: 'Home', href: pages.home.build() },
    { label: 'Dealers', href: name ? pages.dealers.build() : undefined },
    ...(name ? [{ label: name }] : []),
  ];
}

/** A dealer without a phone number, said in the page's words. */
export const NO_DEALER_PHONE_TOAST: ToastInput = {
  title: 'Contact information unavailable',
  description: DEALER_COPY.noPhone,
};
