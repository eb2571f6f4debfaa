import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../toast/toaster';
import { SellBanner } from './sell-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useInitialHashScroll } from './use-initial-hash-scroll';
import { useRouteFocus } from './use-route-focus';

/** The shared layout of every public page: header, content and footer. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  useInitialHashScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SellBanner />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
