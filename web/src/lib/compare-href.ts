import { pages } from '#shared/pages';

/**
 * The compare link for these ids (and postcode), as the page and the buttons build it. Ids are
 * url-safe tokens, so the commas stay readable ('ids=a,b,c') rather than encoded.
 */
export function compareHref(ids: readonly string[], postcode?: string | null): string {
  const query = `ids=${ids.map(encodeURIComponent).join(',')}`;
  const tail = postcode ? `&postcode=${encodeURIComponent(postcode)}` : '';
  return `${pages.compare.pattern}?${query}${tail}`;
}
