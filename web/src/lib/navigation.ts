import { pages } from '#shared/pages';
/** The links of the shared layout; every path is the product's real route. */
export type NavItem = { label: string; to: string };

export const PRIMARY_NAV: readonly NavItem[] = [
  { label: 'Browse Vans', to: pages.usedVans.build() },
  { label: 'Free Valuation', to: pages.valueMyVan.build() },
  { label: 'How It Works', to: pages.howItWorks.build() },
];

/** Shown as the call to action at the end of the primary links. */
export const SELL_NAV: NavItem = { label: 'Sell Your Van for Free', to: pages.addListing.build() };

/** Account links: Sign In, or Dashboard, Admin Dashboard (admins) and Sign Out. */
export const SIGN_IN_NAV: NavItem = { label: 'Sign In', to: pages.authLogin.build() };
export const DASHBOARD_NAV: NavItem = { label: 'Dashboard', to: pages.dashboard.build() };
/** The seller's list of their vans, a step of the account pages' breadcrumbs. */
export const MY_LISTINGS_NAV: NavItem = { label: 'My Listings', to: pages.myListings.build() };
/** The buyer's saved searches and their e-mail alerts (decision 065). */
export const SAVED_SEARCHES_NAV: NavItem = {
  label: 'Saved searches',
  to: pages.savedSearches.build(),
};
/** Conversations with buyers and sellers (decision 075); the header shows the unread count. */
export const MESSAGES_NAV: NavItem = { label: 'Messages', to: pages.messages.build() };
export const ADMIN_NAV: NavItem = { label: 'Admin Dashboard', to: pages.admin.build() };
export const SIGN_OUT_LABEL = 'Sign Out';
/** A buyer's saved vans: signed in or not (decision 064). */
export const SAVED_NAV: NavItem = { label: 'Saved vans', to: pages.saved.build() };

export type FooterColumn = { heading: string; links: readonly NavItem[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'About',
    links: [
      { label: 'About Us', to: pages.about.build() },
      { label: 'Contact', to: pages.contact.build() },
      { label: 'Blog', to: pages.blog.build() },
      { label: 'How It Works', to: pages.howItWorks.build() },
    ],
  },
  {
    heading: 'Services',
    links: [
      { label: 'Browse Vans', to: pages.usedVans.build() },
      { label: 'Free Valuation', to: pages.valueMyVan.build() },
      { label: 'ULEZ Checker', to: pages.ulezChecker.build() },
      { label: 'Sell Your Van', to: pages.howToSell.build() },
      { label: 'Trade Sellers', to: pages.registerToSell.build() },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'FAQ', to: pages.faq.build() },
      { label: 'Help Centre', to: pages.help.build() },
      { label: 'Privacy Policy', to: pages.privacy.build() },
      { label: 'Terms of Service', to: pages.terms.build() },
    ],
  },
];
