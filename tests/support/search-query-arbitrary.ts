import fc from 'fast-check';
import { MAKES } from '#shared/catalogue/makes';
import { FILTER_PARAMS } from '#shared/search/filters';
import { slugify } from '#shared/slug';

/** Any value a query parameter may carry, hostile ones included. */
export const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', 'true', 'false', 'national', 'any', '1e3', '0x10', '-0', '٣', 'NaN'),
  // Repeated parameters arrive joined by commas (API Gateway payload 2.0).
  fc
    .array(fc.string({ maxLength: 12 }), { minLength: 2, maxLength: 5 })
    .map((values) => values.join(',')),
  fc.string({ minLength: 5000, maxLength: 5000 }),
  fc.constantFrom(...MAKES.map(slugify), 'transit', 'ply-lining,tow-bar', 'M1 9AB', '2027-02-30'),
);
export const PARAMS = [...FILTER_PARAMS, 'year', 'unknown', '__proto__', 'constructor'];
/** A query string of known, unknown and prototype-named parameters with any values. */
export const anyQuery = fc.dictionary(fc.constantFrom(...PARAMS), anyValue, { maxKeys: 12 });
