import {
  FILTERS_STORAGE_KEY,
  FROM_BREADCRUMB_KEY,
  FROM_BREADCRUMB_MS,
} from '#shared/search/constants';
import { LISTING_LIVE_DAYS, MINIMUM_ACCOUNT_AGE } from '#shared/site-facts';
import { SELL_BANNER_DISMISSED_KEY } from '../lib/sell-banner-choice';
import PRIVACY_MARKDOWN from '../content/legal/privacy.md?raw';
import type { LegalSection } from './legal-page';
import { legalSections } from './legal-sections';
import { LegalTable } from './legal-table';
import {
  ENQUIRY_COUNTER_MAX_HOURS,
  ENQUIRY_RETENTION_DAYS,
  GEOCODE_CACHE_DAYS,
  OLD_PHOTO_VERSION_DAYS,
  PAYMENT_RECORD_YEARS,
  PHONE_COUNTER_MAX_MINUTES,
  RAW_UPLOAD_MAX_DAYS,
  SERVER_LOG_RETENTION_DAYS,
} from './retention';

/** React Router's ScrollRestoration keeps scroll positions under this sessionStorage key. */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** Storage keys and names set in monospace; long ones may break anywhere on a narrow screen. */
function Key({ children }: { children: string }) {
  return <code className="font-mono text-[0.9em] wrap-anywhere">{children}</code>;
}

/** The Privacy Policy, section by section (numbered by the page frame). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = legalSections({
  name: 'privacy.md',
  markdown: PRIVACY_MARKDOWN,
  facts: { minimumAccountAge: MINIMUM_ACCOUNT_AGE },
  slots: {
    'lawful-bases': (
      <LegalTable
        caption="Purposes and lawful bases"
        columns={['Purpose', 'Lawful basis']}
        rows={[
          ['Creating and running your account, signing you in', 'Contract'],
          ['Publishing, moderating and renewing your listings', 'Contract'],
          ['Selling and activating boosts, issuing refunds', 'Contract'],
          [
            'Service e-mails (verifying your address, password resets, payment confirmations)',
            'Contract',
          ],
          [
            'Passing your enquiry to the seller you chose to contact',
            'Legitimate interests: putting buyers and sellers in touch, as you asked',
          ],
          [
            'Keeping enquiries, rate limiting, moderation, fraud and abuse prevention',
            'Legitimate interests: keeping the marketplace safe and honest',
          ],
          [
            'Server logs, security and fixing faults',
            'Legitimate interests: running a secure, reliable service',
          ],
          ['Answering your messages and complaints', 'Legitimate interests'],
          [
            'Keeping payment and accounting records; answering lawful requests from authorities',
            'Legal obligation',
          ],
          ['Signing in with Google', 'Consent, which Google asks for when you link your account'],
        ]}
      />
    ),
    'retention-periods': (
      <LegalTable
        caption="Retention periods"
        columns={['Information', 'How long we keep it']}
        rows={[
          ['Account and profile', 'While your account is open; deleted when you close it'],
          [
            'Listings and photos',
            `Live for ${LISTING_LIVE_DAYS} days after approval unless sold or removed first, then kept in your account until you close it. The original upload, before its metadata is stripped, is deleted within ${RAW_UPLOAD_MAX_DAYS} days; copies of replaced or deleted photos within ${OLD_PHOTO_VERSION_DAYS} days`,
          ],
          ['Enquiries to sellers', `${ENQUIRY_RETENTION_DAYS} days, then deleted automatically`],
          [
            'Payment records',
            `${PAYMENT_RECORD_YEARS} years from the end of the financial year they belong to, as UK company and tax law requires`,
          ],
          [
            'Rate-limit counters',
            `At most ${PHONE_COUNTER_MAX_MINUTES} minutes (phone reveals) or ${ENQUIRY_COUNTER_MAX_HOURS} hours (enquiries)`,
          ],
          ['Server logs', `${SERVER_LOG_RETENTION_DAYS} days`],
          [
            'Postcode look-ups',
            `The postcode’s map position, not who searched, is cached for up to ${GEOCODE_CACHE_DAYS} days`,
          ],
          [
            'Messages to us',
            'As long as needed to deal with your message and any follow-up or complaint',
          ],
        ]}
      />
    ),
    'browser-storage': (
      <LegalTable
        caption="What VanYard keeps in your browser"
        columns={['Item', 'What it does', 'How long']}
        rows={[
          [
            <Key>{FILTERS_STORAGE_KEY}</Key>,
            'Remembers your search filters as you move between pages (session storage)',
            'Until you close the tab',
          ],
          [
            <Key>{FROM_BREADCRUMB_KEY}</Key>,
            'A short-lived flag set when you follow a breadcrumb link, so the page resets your filters (local storage)',
            `${FROM_BREADCRUMB_MS / 1000} seconds`,
          ],
          [
            <Key>{SELL_BANNER_DISMISSED_KEY}</Key>,
            'Remembers that you closed the ‘Have a Van to Sell?’ banner (local storage)',
            'Until you clear your browser storage',
          ],
          [
            <Key>{SCROLL_POSITIONS_KEY}</Key>,
            'Remembers how far down each page you were, so the Back button returns you there (session storage)',
            'Until you close the tab',
          ],
          [
            'Sign-in session',
            'Tokens kept by our sign-in library so that you stay signed in (browser storage)',
            'Until you sign out or the session expires',
          ],
        ]}
      />
    ),
  },
});
