/**
 * The product's figures that pages quote, each decided once (docs/decisions/012-one-set-of-figures.md).
 * Every page, the FAQ and the help centre read them from here, so they cannot disagree.
 */

/** A listing stays live this many days after approval unless sold or removed first; renewal is free. */
export const LISTING_LIVE_DAYS = 60;

/** Photos per listing. */
export const LISTING_PHOTOS = { min: 3, max: 10, maxMegabytes: 5 } as const;

/** Most new and edited listings are reviewed within this many hours. */
export const MODERATION_HOURS = 24;

/** The minimum description length on a new listing. */
export const DESCRIPTION_MIN_CHARS = 50;

export const SUPPORT = {
  /** E-mail and contact-form replies, on business days. */
  replyHours: 24,
  phoneHours: 'Monday to Friday, 9am to 5pm',
} as const;

/** Enquiries buyers send are kept this long (decision 011), then expire (DynamoDB TTL). */
export const ENQUIRY_RETENTION_DAYS = 90;

/** A boost that was paid for but not activated can be refunded if asked within this many hours. */
export const BOOST_REFUND_HOURS = 24;

/** The year VanYard was founded (the About page). */
export const FOUNDED_YEAR = 2024;

/** Accounts are for adults only (the terms and the privacy policy). */
export const MINIMUM_ACCOUNT_AGE = 18;

/** The legal pages' date: 27 November 2026 (account types, decision 031). */
export const LEGAL_LAST_UPDATED = '2026-11-27';

/** Greater London's ULEZ daily charge for vans that do not meet the standard. */
export const ULEZ_DAILY_CHARGE_GBP = 12.5;

/** Transport for London's official vehicle checker. */
export const ULEZ_OFFICIAL_CHECKER_URL = 'https://tfl.gov.uk/modes/driving/check-your-vehicle/';
