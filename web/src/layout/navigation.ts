/** The links of the shared layout; every path is the product's real route. */
export type NavItem = { label: string; to: string };

export const PRIMARY_NAV: readonly NavItem[] = [
  { label: 'Browse Vans', to: '/used-vans' },
  { label: 'Free Valuation', to: '/value-my-van' },
  { label: 'How It Works', to: '/how-it-works' },
];

/** Shown as the call to action at the end of the primary links. */
export const SELL_NAV: NavItem = { label: 'Sell Your Van for Free', to: '/add-listing' };

/** Account links: Sign In, or Dashboard, Admin Dashboard (admins) and Sign Out. */
export const SIGN_IN_NAV: NavItem = { label: 'Sign In', to: '/auth/login' };
export const DASHBOARD_NAV: NavItem = { label: 'Dashboard', to: '/dashboard' };
export const ADMIN_NAV: NavItem = { label: 'Admin Dashboard', to: '/admin' };
export const SIGN_OUT_LABEL = 'Sign Out';

export type FooterColumn = { heading: string; links: readonly NavItem[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'About',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Blog', to: '/blog' },
      { label: 'How It Works', to: '/how-it-works' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { label: 'Browse Vans', to: '/used-vans' },
      { label: 'Free Valuation', to: '/value-my-van' },
      { label: 'ULEZ Checker', to: '/ulez-van-checker' },
      { label: 'Sell Your Van', to: '/how-to-sell-your-van-quickly-and-easily' },
      { label: 'Trade Sellers', to: '/register-to-sell' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Help Centre', to: '/help' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];
