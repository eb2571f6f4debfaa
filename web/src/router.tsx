import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { keyHistoryEntry } from './layout/scroll-memory';
import { ErrorPage } from './routes/error-page';
import { PageFallback } from './routes/page-fallback';

/**
 * The pages built so far; every page module is loaded on demand. Public pages that are not
 * built yet are deliberately absent, so they show the not-found page instead of a placeholder
 * (docs/decisions/003-unknown-paths-get-404.md); the layout still links to their real paths. Under /dashboard and
 * /admin the rest is protected first, then says it is not open yet (dashboard/not-ready-page.tsx).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Used when the layout itself fails.
    errorElement: <ErrorPage />,
    children: [
      {
        // Page errors render inside the layout; the fallback shows while the first page loads.
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <PageFallback />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          // One page for all, so moving between them keeps the filter panel as it is.
          {
            path: 'used-vans/:make?/:model?/:location?',
            lazy: () => import('./routes/used-vans'),
          },
          // Listing detail, with and without the year: the listing id alone picks the van and
          // the page moves to the canonical path. Four segments after /used-vans never reach
          // the search page, whose route takes three at most.
          {
            path: 'used-vans/:make/:model/:location/:listingId',
            lazy: () => import('./routes/listing-detail'),
          },
          {
            path: 'used-vans/:make/:model/:year/:location/:listingId',
            lazy: () => import('./routes/listing-detail'),
          },
          { path: 'value-my-van', lazy: () => import('./routes/valuation') },
          { path: 'free-van-valuation', lazy: () => import('./routes/valuation') },
          { path: 'ulez-van-checker', lazy: () => import('./routes/ulez-checker') },
          { path: 'blog', lazy: () => import('./routes/blog') },
          { path: 'blog/:slug', lazy: () => import('./routes/blog-article') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'faq', lazy: () => import('./routes/faq') },
          { path: 'help', lazy: () => import('./routes/help') },
          { path: 'help/listing-import', lazy: () => import('./routes/help-listing-import') },
          { path: 'how-it-works', lazy: () => import('./routes/how-it-works') },
          {
            path: 'how-to-sell-your-van-quickly-and-easily',
            lazy: () => import('./routes/how-to-sell'),
          },
          { path: 'register-to-sell', lazy: () => import('./routes/register-to-sell') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'auth/login', lazy: () => import('./routes/auth-login') },
          { path: 'auth/register', lazy: () => import('./routes/auth-register') },
          { path: 'auth/reset-password', lazy: () => import('./routes/auth-reset-password') },
          { path: 'auth/update-password', lazy: () => import('./routes/auth-update-password') },
          { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
          // Protected: each page wraps itself in RequireSession (auth/require-session.tsx).
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'dashboard/profile', lazy: () => import('./routes/dashboard-profile') },
          // The admin area: one layout (side navigation, header) around its pages; the
          // layout checks the admin group before any page renders.
          {
            path: 'admin',
            lazy: () => import('./routes/admin-layout'),
            children: [
              { index: true, lazy: () => import('./routes/admin') },
              { path: 'moderation', lazy: () => import('./routes/admin-moderation') },
              { path: 'listings', lazy: () => import('./routes/admin-listings') },
              { path: 'listings/:listingId', lazy: () => import('./routes/admin-listing') },
              {
                path: 'listings/:listingId/edit',
                lazy: () => import('./routes/admin-edit-listing'),
              },
              { path: 'users', lazy: () => import('./routes/admin-users') },
              { path: 'users/:userId', lazy: () => import('./routes/admin-user') },
              { path: 'settings', lazy: () => import('./routes/admin-settings') },
              { path: 'payments', lazy: () => import('./routes/admin-payments') },
              { path: 'boosts', lazy: () => import('./routes/admin-boosts') },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
          { path: 'add-listing', lazy: () => import('./routes/add-listing') },
          { path: 'dashboard/add-listing', lazy: () => import('./routes/add-listing') },
          { path: 'dashboard/listings', lazy: () => import('./routes/dashboard-listings') },
          {
            path: 'dashboard/listings/:listingId',
            lazy: () => import('./routes/dashboard-listing'),
          },
          {
            path: 'dashboard/listings/:listingId/edit',
            lazy: () => import('./routes/edit-listing'),
          },
          // The boost page has two addresses (spec 02 section 2); the checkout returns to the first.
          {
            path: 'dashboard/listings/:listingId/boost',
            lazy: () => import('./routes/boost'),
          },
          { path: 'dashboard/boost/:listingId', lazy: () => import('./routes/boost') },
          { path: 'dashboard/payments', lazy: () => import('./routes/payments') },
          {
            path: 'dashboard/payments/:paymentId/receipt',
            lazy: () => import('./routes/payment-receipt'),
          },
          { path: 'dashboard/*', lazy: () => import('./routes/dashboard-other') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/**
 * `serverRendered`: the page's HTML came from the server, so the reader may already have scrolled
 * it. Hydration data (none: there are no loaders) tells the router so, and its first render then
 * leaves the scroll position alone instead of jumping to the top; a saved position is still
 * restored.
 */
export function createRouter({ serverRendered = false } = {}) {
  // Before the router reads the entry: a page opened by a full load gets its own scroll memory.
  keyHistoryEntry(window.history);
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
}
