import { listingTitle } from './format';

type Titled = { title: string; year: number; make: string; model: string };

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * The seller's own Listing Title, shown as the listing's headline under the built heading
 * ('year make model', spec 02 section 2): '2019 Ford Transit Custom 2.0 EcoBlue L2H1, one owner'.
 * Null when it says nothing more than the heading: empty, or the same words in any order (the
 * edit form's default title is 'make model year'), so no line repeats the heading.
 */
export function sellerHeadline(listing: Titled): string | null {
  const own = listing.title.replace(/\s+/g, ' ').trim();
  if (own === '' || words(own) === words(listingTitle(listing))) return null;
  return own;
}

/**
 * The headline as a card's one line shows it: without a leading repeat of the heading, since
 * most sellers start their title with year, make and model ('2019 Ford Transit Custom 2.0
 * EcoBlue L2H1, one owner' under '2019 Ford Transit Custom' reads '2.0 EcoBlue L2H1, one
 * owner'). The whole headline stays the card's title attribute and the detail page's line.
 */
export function cardHeadlineText(headline: string, heading: string): string {
  if (!headline.toLowerCase().startsWith(heading.toLowerCase())) return headline;
  const rest = headline.slice(heading.length);
  // Only a whole-word repeat: '2019 Ford Transit' is not the start of '2019 Ford Transits'.
  if (/^[\p{L}\p{N}]/u.test(rest)) return headline;
  const tail = rest.replace(/^[\s,;:.\-–—]+/, '');
  return tail === '' ? headline : tail;
}
