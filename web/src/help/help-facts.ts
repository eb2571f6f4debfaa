/**
 * The figures the help centre's Markdown quotes as `{{name}}` (web/src/content/help/*.md), in
 * words, all derived from shared/ (decision 012), so a price, a duration or a limit changes in
 * one place.
 */
import {
  BOOST_DURATIONS_DAYS,
  BOOST_FROM_PENCE,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
  DEFAULT_BOOST_DAYS,
  type BoostType,
} from '#shared/boosts';
import { formatMoney, formatNumber, orList } from '#shared/format';
import { ENQUIRY_LIMITS } from '#shared/listing-detail';
import { DEFAULT_RADIUS_MILES, RADIUS_CHOICES } from '#shared/search/constants';
import {
  BOOST_REFUND_HOURS,
  DESCRIPTION_MIN_CHARS,
  LISTING_LIVE_DAYS,
  LISTING_PHOTOS,
  MINIMUM_ACCOUNT_AGE,
  MODERATION_HOURS,
  ULEZ_DAILY_CHARGE_GBP,
  ULEZ_OFFICIAL_CHECKER_URL,
} from '#shared/site-facts';
import { firstCompliantYear } from '#shared/ulez';
import { CARD_EXAMPLE, FINANCE_TERM_MONTHS } from '#shared/finance';
import { HELD_FOR_REVIEW_LABEL } from '#shared/listing-state';
import { REPORT_HIDE_THRESHOLD, REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/reports';
import {
  GOOD_PRICE_FILTER_LABEL,
  PRICE_BAND_LABELS,
  PRICE_BANDS,
  PRICE_INDICATOR_EXPLANATION,
} from '#shared/valuation/price-band';
import type { ContentFacts } from '../content/markdown-content';

function pounds(pence: number): string {
  return formatMoney(pence / 100);
}

/** 'Top of Search Results: £5.99 for 3 days, £9.99 for 7 days, …'. */
function boostPriceLine(type: BoostType): string {
  const prices = BOOST_DURATIONS_DAYS.map(
    (days) => `${pounds(BOOST_PRICES_PENCE[type][days])} for ${days} days`,
  );
  return `${BOOST_LABELS[type]}: ${prices.join(', ')}`;
}

export const HELP_FACTS: ContentFacts = {
  search: BOOST_LABELS.search_featured,
  homepage: BOOST_LABELS.homepage_featured,
  boostFrom: pounds(BOOST_FROM_PENCE),
  /** A Markdown list, one line per boost: it stands alone as a block in the answer. */
  boostPriceList: BOOST_TYPES.map((type) => `- ${boostPriceLine(type)}`).join('\n'),
  /** '3, 7, 14 or 30 days'. */
  boostDurations: `${orList(BOOST_DURATIONS_DAYS.map(String))} days`,
  defaultBoostDays: DEFAULT_BOOST_DAYS,
  boostRefundHours: BOOST_REFUND_HOURS,
  minimumAccountAge: MINIMUM_ACCOUNT_AGE,
  moderationHours: MODERATION_HOURS,
  listingLiveDays: LISTING_LIVE_DAYS,
  descriptionMinChars: DESCRIPTION_MIN_CHARS,
  photos: `${LISTING_PHOTOS.min} to ${LISTING_PHOTOS.max} photos`,
  photoSize: `${LISTING_PHOTOS.maxMegabytes} MB`,
  enquiryMessageLimit: formatNumber(ENQUIRY_LIMITS.message),
  defaultRadiusMiles: DEFAULT_RADIUS_MILES,
  radiusChoices: `${orList(RADIUS_CHOICES.map(String))} miles`,
  ulezDieselYear: firstCompliantYear('diesel'),
  ulezPetrolYear: firstCompliantYear('petrol'),
  ulezDailyCharge: formatMoney(ULEZ_DAILY_CHARGE_GBP),
  ulezCheckerUrl: ULEZ_OFFICIAL_CHECKER_URL,
  /** 'Great price, Good price, Fair price or High price'. */
  priceBandList: orList(PRICE_BANDS.map((band) => PRICE_BAND_LABELS[band])),
  greatPrice: PRICE_BAND_LABELS.great,
  goodPrice: PRICE_BAND_LABELS.good,
  goodPriceFilter: GOOD_PRICE_FILTER_LABEL,
  /** The listing page's 'How we work this out', paragraph for paragraph. */
  priceIndicatorExplanation: PRICE_INDICATOR_EXPLANATION.paragraphs.join('\n\n'),
  financeTerms: `${FINANCE_TERM_MONTHS.min} to ${FINANCE_TERM_MONTHS.max} months`,
  cardDeposit: `${Math.round(CARD_EXAMPLE.depositShare * 100)} %`,
  cardMonths: CARD_EXAMPLE.months,
  /** 'Scam or fraud, Wrong details, … or Other', as the report form lists them. */
  reportReasons: orList(REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason])),
  reportThreshold: REPORT_HIDE_THRESHOLD,
  heldForReview: `'${HELD_FOR_REVIEW_LABEL}'`,
};
