import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../auth/session-store';
import { useStoredValue, writeStored } from '../lib/browser-storage';
import { SELL_BANNER_DISMISSED_KEY } from '../lib/sell-banner-choice';
import { CloseIcon } from '../ui/icons';
import { pages } from '#shared/pages';

/**
 * The dismissible top banner, for signed-out visitors only: every account is a seller (private
 * or trade) or an admin, who already sell or run the site, so a signed-in session never sees it.
 * Nor does a session still being checked (only a returning user's is: a visitor without a stored
 * session is signed out at once), so it never flashes up for a seller. Once dismissed it stays
 * away on this browser.
 *
 * The server renders the signed-out page with the banner (the session and storage are this
 * browser's), so anonymous visitors and crawlers see no shift; a signed-in or dismissing
 * visitor sees it go once the page has hydrated.
 */
export function SellBanner() {
  const session = useSession();
  const stored = useStoredValue(SELL_BANNER_DISMISSED_KEY) === '1';
  // Also held here: where storage is refused, the banner still goes for this page's life.
  const [dismissedNow, setDismissedNow] = useState(false);
  if (stored || dismissedNow || session.status !== 'signed-out') return null;

  function dismiss() {
    writeStored(SELL_BANNER_DISMISSED_KEY, '1');
    setDismissedNow(true);
  }

  return (
    <aside aria-label="Sell your van" className="on-dark bg-brand-900 text-white">
      <div className="container-page flex items-center gap-3 py-2 text-sm sm:justify-center">
        <p className="flex-1 sm:flex-none">
          <span className="font-semibold">Have a Van to Sell?</span> List it Free in 2 mins
        </p>
        <Link
          to={pages.addListing.build()}
          className="shrink-0 rounded-md bg-accent-400 px-3 py-1.5 font-semibold text-ink hover:bg-accent-300"
        >
          List Now
        </Link>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss banner"
          className="-mr-1 shrink-0 rounded p-1.5 hover:bg-brand-800"
        >
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
