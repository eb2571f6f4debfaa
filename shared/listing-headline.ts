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
