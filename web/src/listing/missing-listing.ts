/**
 * The listing API's refusals that mean "no such listing": 404, and 400 for an id no listing can
 * have (the API checks its form before reading). The page shows its not-found view for both, and
 * the server answers 404 (routes/listing-detail.tsx).
 */
export function isMissingListing(status: number): boolean {
  return status === 404 || status === 400;
}
