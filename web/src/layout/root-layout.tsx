import { useRef } from 'react';
import { Outlet, ScrollRestoration, useMatch, type Location } from 'react-router-dom';
import { Toaster } from '../ui/toaster';
import { MainRegionContext, OWN_FRAME_PATH } from '../ui/main-region';
import { SellBanner } from './sell-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { scrollKey } from './scroll-memory';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { useInitialHashScroll } from './use-initial-hash-scroll';
import { useRestoreWhenLoaded } from './use-restore-when-loaded';
import { useRouteFocus } from '../lib/use-route-focus';
import { useSavedVansMerge } from '../api/use-saved-vans';
import { useConversationsClaim } from '../api/use-messages';

// Module level: ScrollRestoration starts over whenever getKey changes identity.
const scrollKeyOf = (location: Location) => scrollKey(location);

/**
 * The shared layout of every page: header, content and footer on the public site; under /admin
 * only what every page needs (the skip link, the toasts), as the admin area draws its own
 * header and main region (decision 036).
 */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const ownFrame = useMatch(OWN_FRAME_PATH) !== null;
  useRouteFocus(mainRef);
  useInitialHashScroll();
  useRestoreWhenLoaded();
  // A buyer who saved vans signed out finds them in the account once signed in, on any page.
  useSavedVansMerge();
  // An enquiry sent signed out joins the account's messages once signed in with its address.
  useConversationsClaim();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {ownFrame ? (
        <MainRegionContext value={mainRef}>
          <Outlet />
        </MainRegionContext>
      ) : (
        <>
          <SellBanner />
          <SiteHeader />
          <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="flex-1">
            <Outlet />
          </main>
          <SiteFooter />
        </>
      )}
      <Toaster />
      <ScrollRestoration getKey={scrollKeyOf} />
    </div>
  );
}
