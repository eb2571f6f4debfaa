/**
 * UK postcode rules: whitespace removed, upper-cased, then 1 or 2 letters,
 * a digit, an optional letter or digit, a digit and 2 letters. 'M1 9AB' and 'M19AB' both pass.
 */
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;
/** An outward code (postcode district) alone: 'M1', 'SW1A', 'EC1V'. */
const OUTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

export const POSTCODE_INVALID_MESSAGE = 'Please enter a valid UK postcode (e.g. N19AB)';
export const POSTCODE_HINT = 'Searches for vans within 50 miles of this location';
export const POSTCODE_TOOLTIP =
  'Enter your postcode to find vans within a 50-mile radius of your location';

/** 'm1 9ab ' -> 'M19AB' (not validated). */
export function compactPostcode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isValidPostcode(input: string): boolean {
  return POSTCODE.test(compactPostcode(input));
}

/** 'm19ab' -> 'M1 9AB'; undefined when invalid. */
export function formatPostcode(input: string): string | undefined {
  const compact = compactPostcode(input);
  if (!POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** 'M1 9AB' -> 'M1' (the postcode district); undefined when invalid. */
export function outcodeOf(input: string): string | undefined {
  const compact = compactPostcode(input);
  return POSTCODE.test(compact) ? compact.slice(0, -3) : undefined;
}

export function isValidOutcode(input: string): boolean {
  return OUTCODE.test(compactPostcode(input));
}
