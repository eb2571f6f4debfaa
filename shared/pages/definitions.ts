import { definePage, type PageDefinition } from './define-page';

/**
 * Every page of the site, once: its address, who may see it, whether search engines do, and the
 * route module that renders it. The router (web/src/router.tsx), the renderer's private paths
 * and chunk list, the local gateway's 404s, robots.txt and the static sitemap all read these
 * (docs/decisions/037-typed-page-definitions.md). Their parameters' rules are in params.ts.
 *
 * Ordered as the static sitemap and robots.txt list them; the router ranks routes by their
 * patterns, so the order does not change which page a path opens.
 */
export const pages = {
  home: definePage({
    id: 'home',
    pattern: '/',
    module: 'home',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-27' },
    cache: 'home',
  }),
  // One page for all, so moving between them keeps the filter panel as it is.
  usedVans: definePage({
    id: 'usedVans',
    pattern: '/used-vans/:make?/:model?/:location?',
    module: 'used-vans',
    access: 'public',
    indexable: true,
    // Only /used-vans itself: the category pages with live vans have a sitemap of their own.
    sitemap: { updated: '2026-11-24' },
    cache: 'results',
  }),
  // Listing detail, with and without the year: the listing id alone picks the van and the page
  // moves to the canonical path. Four segments after /used-vans never reach the search page,
  // whose pattern takes three at most.
  listing: definePage({
    id: 'listing',
    pattern: '/used-vans/:make/:model/:location/:listingId',
    module: 'listing-detail',
    access: 'public',
    indexable: true,
    cache: 'listing',
  }),
  listingWithYear: definePage({
    id: 'listingWithYear',
    pattern: '/used-vans/:make/:model/:year/:location/:listingId',
    module: 'listing-detail',
    access: 'public',
    indexable: true,
    cache: 'listing',
  }),
  // Trade dealers (issue 33 §1, decision 069): the directory by town, and each dealer's page
  // with its stock. Dealer pages have a sitemap of their own, as listings do.
  dealers: definePage({
    id: 'dealers',
    pattern: '/dealers',
    module: 'dealers',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-29' },
    cache: 'results',
  }),
  dealer: definePage({
    id: 'dealer',
    pattern: '/dealers/:slug',
    module: 'dealer',
    access: 'public',
    indexable: true,
    cache: 'results',
  }),
  valueMyVan: definePage({
    id: 'valueMyVan',
    pattern: '/value-my-van',
    module: 'valuation',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  // The same tool as /value-my-van, its canonical path, so not in the sitemap.
  freeVanValuation: definePage({
    id: 'freeVanValuation',
    pattern: '/free-van-valuation',
    module: 'valuation',
    access: 'public',
    indexable: true,
  }),
  ulezChecker: definePage({
    id: 'ulezChecker',
    pattern: '/ulez-van-checker',
    module: 'ulez-checker',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  // A buyer's own combination of vans: for anyone, shareable, but nothing for a search engine.
  compare: definePage({
    id: 'compare',
    pattern: '/compare',
    module: 'compare',
    access: 'public',
    indexable: false,
  }),
  // A buyer's own list: the browser's or the account's, never for a search engine (decision 064).
  saved: definePage({
    id: 'saved',
    pattern: '/saved',
    module: 'saved',
    access: 'public',
    indexable: false,
  }),
  howItWorks: definePage({
    id: 'howItWorks',
    pattern: '/how-it-works',
    module: 'how-it-works',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  howToSell: definePage({
    id: 'howToSell',
    pattern: '/how-to-sell-your-van-quickly-and-easily',
    module: 'how-to-sell',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  registerToSell: definePage({
    id: 'registerToSell',
    pattern: '/register-to-sell',
    module: 'register-to-sell',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-27' },
  }),
  blog: definePage({
    id: 'blog',
    pattern: '/blog',
    module: 'blog',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  // The articles have a sitemap of their own (shared/content/articles.ts).
  blogArticle: definePage({
    id: 'blogArticle',
    pattern: '/blog/:slug',
    module: 'blog-article',
    access: 'public',
    indexable: true,
  }),
  about: definePage({
    id: 'about',
    pattern: '/about',
    module: 'about',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-27' },
  }),
  contact: definePage({
    id: 'contact',
    pattern: '/contact',
    module: 'contact',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  faq: definePage({
    id: 'faq',
    pattern: '/faq',
    module: 'faq',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-24' },
  }),
  help: definePage({
    id: 'help',
    pattern: '/help',
    module: 'help',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-27' },
  }),
  helpListingImport: definePage({
    id: 'helpListingImport',
    pattern: '/help/listing-import',
    module: 'help-listing-import',
    access: 'public',
    indexable: true,
  }),
  privacy: definePage({
    id: 'privacy',
    pattern: '/privacy',
    module: 'privacy',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-27' },
  }),
  terms: definePage({
    id: 'terms',
    pattern: '/terms',
    module: 'terms',
    access: 'public',
    indexable: true,
    sitemap: { updated: '2026-11-27' },
  }),

  // Signing in and registering: for anyone, but nothing for a search engine.
  authLogin: definePage({
    id: 'authLogin',
    pattern: '/auth/login',
    module: 'auth-login',
    access: 'public',
    indexable: false,
  }),
  authRegister: definePage({
    id: 'authRegister',
    pattern: '/auth/register',
    module: 'auth-register',
    access: 'public',
    indexable: false,
  }),
  authResetPassword: definePage({
    id: 'authResetPassword',
    pattern: '/auth/reset-password',
    module: 'auth-reset-password',
    access: 'public',
    indexable: false,
  }),
  authUpdatePassword: definePage({
    id: 'authUpdatePassword',
    pattern: '/auth/update-password',
    module: 'auth-update-password',
    access: 'public',
    indexable: false,
  }),
  authCallback: definePage({
    id: 'authCallback',
    pattern: '/auth/callback',
    module: 'auth-callback',
    access: 'public',
    indexable: false,
  }),

  // The seller's pages: each wraps itself in RequireSession (web/src/auth/require-session.tsx).
  dashboard: definePage({
    id: 'dashboard',
    pattern: '/dashboard',
    module: 'dashboard',
    access: 'user',
    indexable: false,
  }),
  dashboardProfile: definePage({
    id: 'dashboardProfile',
    pattern: '/dashboard/profile',
    module: 'dashboard-profile',
    access: 'user',
    indexable: false,
  }),
  dashboardAddListing: definePage({
    id: 'dashboardAddListing',
    pattern: '/dashboard/add-listing',
    module: 'add-listing',
    access: 'user',
    indexable: false,
  }),
  myListings: definePage({
    id: 'myListings',
    pattern: '/dashboard/listings',
    module: 'dashboard-listings',
    access: 'user',
    indexable: false,
  }),
  // A dealer's scheduled stock feed and its runs (decision 074).
  stockFeed: definePage({
    id: 'stockFeed',
    pattern: '/dashboard/stock-feed',
    module: 'stock-feed',
    access: 'user',
    indexable: false,
  }),
  ownListing: definePage({
    id: 'ownListing',
    pattern: '/dashboard/listings/:listingId',
    module: 'dashboard-listing',
    access: 'user',
    indexable: false,
  }),
  editListing: definePage({
    id: 'editListing',
    pattern: '/dashboard/listings/:listingId/edit',
    module: 'edit-listing',
    access: 'user',
    indexable: false,
  }),
  // The boost page has two addresses (spec 02 section 2); the checkout returns to the first.
  boostListing: definePage({
    id: 'boostListing',
    pattern: '/dashboard/listings/:listingId/boost',
    module: 'boost',
    access: 'user',
    indexable: false,
  }),
  boost: definePage({
    id: 'boost',
    pattern: '/dashboard/boost/:listingId',
    module: 'boost',
    access: 'user',
    indexable: false,
  }),
  payments: definePage({
    id: 'payments',
    pattern: '/dashboard/payments',
    module: 'payments',
    access: 'user',
    indexable: false,
  }),
  // Saved searches and their e-mail alerts (decision 065).
  savedSearches: definePage({
    id: 'savedSearches',
    pattern: '/saved-searches',
    module: 'saved-searches',
    access: 'user',
    indexable: false,
  }),
  // Messages between buyers and sellers (decision 075): the inbox, and one conversation (at
  // 1280 px beside the inbox, at 390 px on its own: the two-step view).
  messages: definePage({
    id: 'messages',
    pattern: '/messages',
    module: 'messages',
    access: 'user',
    indexable: false,
  }),
  messageThread: definePage({
    id: 'messageThread',
    pattern: '/messages/:conversationId',
    module: 'messages',
    access: 'user',
    indexable: false,
  }),
  // Reached from an alert e-mail without signing in: the link's signed token says which search.
  savedSearchUnsubscribe: definePage({
    id: 'savedSearchUnsubscribe',
    pattern: '/saved-searches/unsubscribe',
    module: 'saved-search-unsubscribe',
    access: 'public',
    indexable: false,
  }),
  // Reached from a listing's reminder e-mail without signing in (decision 072): the link's
  // signed token says which listing; the page asks before it renews.
  listingRenewal: definePage({
    id: 'listingRenewal',
    pattern: '/listings/renew',
    module: 'listing-renewal',
    access: 'public',
    indexable: false,
  }),
  paymentReceipt: definePage({
    id: 'paymentReceipt',
    pattern: '/dashboard/payments/:paymentId/receipt',
    module: 'payment-receipt',
    access: 'user',
    indexable: false,
  }),

  // The admin area: one layout (side navigation, header) around its pages; the layout checks
  // the admin group before any page renders.
  admin: definePage({
    id: 'admin',
    pattern: '/admin',
    module: 'admin',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminModeration: definePage({
    id: 'adminModeration',
    pattern: '/admin/moderation',
    module: 'admin-moderation',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminReports: definePage({
    id: 'adminReports',
    pattern: '/admin/reports',
    module: 'admin-reports',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminListings: definePage({
    id: 'adminListings',
    pattern: '/admin/listings',
    module: 'admin-listings',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminListing: definePage({
    id: 'adminListing',
    pattern: '/admin/listings/:listingId',
    module: 'admin-listing',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminEditListing: definePage({
    id: 'adminEditListing',
    pattern: '/admin/listings/:listingId/edit',
    module: 'admin-edit-listing',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminUsers: definePage({
    id: 'adminUsers',
    pattern: '/admin/users',
    module: 'admin-users',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminUser: definePage({
    id: 'adminUser',
    pattern: '/admin/users/:userId',
    module: 'admin-user',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminSettings: definePage({
    id: 'adminSettings',
    pattern: '/admin/settings',
    module: 'admin-settings',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminPayments: definePage({
    id: 'adminPayments',
    pattern: '/admin/payments',
    module: 'admin-payments',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),
  adminBoosts: definePage({
    id: 'adminBoosts',
    pattern: '/admin/boosts',
    module: 'admin-boosts',
    access: 'admin',
    indexable: false,
    layout: 'admin',
  }),

  // Placing a listing, outside the dashboard's address for the links that have always used it.
  addListing: definePage({
    id: 'addListing',
    pattern: '/add-listing',
    module: 'add-listing',
    access: 'user',
    indexable: false,
  }),
} as const;

export type Pages = typeof pages;
export type PageId = keyof Pages;
export type AnyPage = Pages[PageId];

export const PAGE_LIST: readonly AnyPage[] = Object.values(pages);

/**
 * The routes that are not pages: what the router renders for any other path, in the whole site,
 * under /dashboard (protected, then "not open yet" or not found: web/src/dashboard/not-ready-page.tsx)
 * and in the admin area. No path is built for them and the gateway answers them with 404.
 */
export const FALLBACKS = {
  notFound: { id: 'notFound', pattern: '/*', module: 'not-found', access: 'public' },
  dashboardOther: {
    id: 'dashboardOther',
    pattern: '/dashboard/*',
    module: 'dashboard-other',
    access: 'user',
  },
  adminNotFound: {
    id: 'adminNotFound',
    pattern: '/admin/*',
    module: 'not-found',
    access: 'admin',
    layout: 'admin',
  },
} as const satisfies Record<
  string,
  Pick<PageDefinition, 'id' | 'pattern' | 'module' | 'access' | 'layout'>
>;

/** The admin area's layout route: it has no page of its own, its index page is pages.admin. */
export const ADMIN_LAYOUT = {
  id: 'adminLayout',
  pattern: '/admin',
  module: 'admin-layout',
} as const;

/** Every route of the router: the pages, the fallbacks and the admin layout (ids are unique). */
export const ROUTE_ENTRIES: readonly { id: string; pattern: string; module: string }[] = [
  ...PAGE_LIST,
  ...Object.values(FALLBACKS),
  ADMIN_LAYOUT,
];
