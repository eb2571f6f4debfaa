import {
  BOOST_DURATIONS_DAYS,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
} from '#shared/boosts';
import { formatMoney } from '#shared/format';
import {
  BOOST_REFUND_HOURS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MINIMUM_ACCOUNT_AGE,
  MODERATION_HOURS,
} from '#shared/site-facts';
import TERMS_MARKDOWN from '../content/legal/terms.md?raw';
import type { LegalSection } from './legal-page';
import { legalSections } from './legal-sections';
import { LegalTable } from './legal-table';

/** The Terms of Service, section by section (numbered by the page frame). */
export const TERMS_SECTIONS: readonly LegalSection[] = legalSections({
  name: 'terms.md',
  markdown: TERMS_MARKDOWN,
  facts: {
    minimumAccountAge: MINIMUM_ACCOUNT_AGE,
    photosMin: LISTING_PHOTOS.min,
    photosMax: LISTING_PHOTOS.max,
    moderationHours: MODERATION_HOURS,
    listingLiveDays: LISTING_LIVE_DAYS,
    boostRefundHours: BOOST_REFUND_HOURS,
    boostNames: BOOST_TYPES.map((type) => `‘${BOOST_LABELS[type]}’`).join(' and '),
    boostDurations: `${BOOST_DURATIONS_DAYS.slice(0, -1).join(', ')} or ${BOOST_DURATIONS_DAYS.at(-1)} days`,
  },
  slots: {
    'boost-prices': (
      <LegalTable
        caption="Boost prices"
        columns={['Duration', ...BOOST_TYPES.map((type) => BOOST_LABELS[type])]}
        rows={BOOST_DURATIONS_DAYS.map((days) => [
          `${days} days`,
          ...BOOST_TYPES.map((type) => formatMoney(BOOST_PRICES_PENCE[type][days] / 100)),
        ])}
      />
    ),
  },
});
