/** Site-wide names and links used by the layout and the page titles. */
export const SITE_NAME = 'VanYard';
export const SITE_TAGLINE = "The UK's #1 Free Platform for Used Vans";

export const SOCIAL_LINKS = [
  { label: 'VanYard on Facebook', href: 'https://www.facebook.com/vanyarduk' },
] as const;

/** 'Page not found' -> 'Page not found | VanYard' (every page's title ends with the site's name). */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
