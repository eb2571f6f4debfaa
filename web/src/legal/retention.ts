/**
 * Retention figures the privacy policy quotes that are set in server or infrastructure code,
 * which the web bundle must not import. Each names its source: change both together.
 * (The figures every page quotes live in shared/site-facts.ts and are imported from there.)
 */

export { ENQUIRY_RETENTION_DAYS } from '#shared/site-facts';

/**
 * Rate-limit counters expire one window after their window ends (decision 011,
 * lambdas/http/rate-limit.ts): at most two windows, 2 minutes for phone reveals and 2 hours for
 * enquiries.
 */
export const PHONE_COUNTER_MAX_MINUTES = 2;
export const ENQUIRY_COUNTER_MAX_HOURS = 2;

/** infra/stack/stage-config.ts `logRetention` (prod) and the access-log bucket's expiry rule. */
export const SERVER_LOG_RETENTION_DAYS = 90;

/** infra/stack/constructs/media-buckets.ts: raw uploads (still carrying EXIF/GPS) expire after 7 days. */
export const RAW_UPLOAD_MAX_DAYS = 7;

/** infra/stack/constructs/media-buckets.ts: replaced or deleted image versions expire after 30 days. */
export const OLD_PHOTO_VERSION_DAYS = 30;

/** docs/data-model.md: a cached postcode answer is kept 30 days (1 day for "not found"). */
export const GEOCODE_CACHE_DAYS = 30;

/** Payment and accounting records: UK company and tax law. */
export const PAYMENT_RECORD_YEARS = 6;
