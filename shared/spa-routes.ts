/**
 * Every path the SPA answers with a real page. CloudFront and
 * the local gateway serve index.html with 200 for these and with 404 for anything else, so an
 * unknown path gets the not-found page and a real 404 status.
 *
 * Kept as regular-expression sources so the same list can be embedded in a CloudFront Function.
 */
import { MAKES } from './catalogue/makes';
import { slugify } from './slug';
import { ARTICLES, articlePath } from './content/articles';

const SEGMENT = '[a-z0-9][a-z0-9-]*';
const ID = '[A-Za-z0-9_-]+';
/** Only makes of the catalogue have pages: /used-vans/trabant is a 404 at the edge too. */
const MAKE = `(?:${MAKES.map(slugify).join('|')})`;

export const SPA_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/used-vans',
  // Make, model and location pages, then the two listing detail shapes.
  `/used-vans/${MAKE}(?:/${SEGMENT}(?:/${SEGMENT}(?:/${ID})?)?)?`,
  `/used-vans/${MAKE}/${SEGMENT}/[0-9]{4}/${SEGMENT}/${ID}`,
  '/value-my-van',
  '/free-van-valuation',
  '/ulez-van-checker',
  '/how-it-works',
  '/how-to-sell-your-van-quickly-and-easily',
  '/register-to-sell',
  '/blog',
  ...ARTICLES.map(articlePath),
  '/about',
  '/contact',
  '/faq',
  '/help',
  '/help/listing-import',
  '/privacy',
  '/terms',
  '/auth/login',
  '/auth/register',
  '/auth/reset-password',
  '/auth/update-password',
  '/auth/callback',
  '/add-listing',
  '/dashboard',
  '/dashboard/add-listing',
  '/dashboard/listings',
  `/dashboard/listings/${ID}`,
  `/dashboard/listings/${ID}/edit`,
  `/dashboard/listings/${ID}/boost`,
  `/dashboard/boost/${ID}`,
  '/dashboard/payments',
  `/dashboard/payments/${ID}/receipt`,
  '/dashboard/profile',
  '/admin',
  '/admin/moderation',
  '/admin/listings',
  `/admin/listings/${ID}`,
  `/admin/listings/${ID}/edit`,
  '/admin/users',
  `/admin/users/${ID}`,
  '/admin/payments',
  '/admin/boosts',
  '/admin/settings',
];

/** The whole list as one regular expression (an optional trailing slash allowed). */
export const SPA_ROUTE_REGEX: RegExp = new RegExp(`^(?:${SPA_ROUTE_PATTERNS.join('|')})/?$`);

/** True when the path (without query string) is a page of the SPA. */
export function isSpaRoute(path: string): boolean {
  return SPA_ROUTE_REGEX.test(path);
}
