/** Site-wide names and links used by the layout and the page titles. */
export const SITE_NAME = 'VanYard';
/**
 * The home page's headline and title: what the site is, with no rank or size it cannot back
 * up (docs/decisions/031-vat-seller-type-and-headlines.md).
 */
export const SITE_TAGLINE = 'Used Vans for Sale, Free to List';

export const SOCIAL_LINKS = [
  { label: 'VanYard on Facebook', href: 'https://www.facebook.com/vanyarduk' },
] as const;

/** 'Page not found' -> 'Page not found | VanYard' (every page's title ends with the site's name). */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
