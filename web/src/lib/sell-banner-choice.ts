/**
 * Where this browser keeps a visitor's dismissal of the sell banner: the banner reads it, and
 * the privacy policy names it among what the site stores.
 */
export const SELL_BANNER_DISMISSED_KEY = 'vanyard:sell-banner-dismissed';
