import type { Feature } from '#shared/catalogue/features';
import { FUEL_TYPES, type FuelType } from '#shared/catalogue/enums';
import { listingYearRange } from '#shared/listing-form';
import { isUlezCompliant } from '#shared/ulez';
import { withCatalogueFigures } from './catalogue-fill';
import {
  tidyPostcode,
  typedYear,
  VAN_SPEC_FIGURE_FIELDS,
  type ListingField,
  type ListingFormValues,
} from './form-values';

/**
 * Where a listing form starts: its values, and the fields counted as the seller's own answer
 * (the form store's `changed`). While the seller has not set the ULEZ switch it follows the
 * ULEZ rule for the fuel and year. The seller type is never the seller's choice: the account's
 * (from the profile on create), or the listing's on edit.
 */
export type ListingFormStart = {
  values: ListingFormValues;
  changed: readonly ListingField[];
};

/** The ULEZ rule's answer for this fuel and typed year; undefined while either is not known. */
export function ulezPreset(fuel: string, year: string, now = new Date()): boolean | undefined {
  if (!(FUEL_TYPES as readonly string[]).includes(fuel)) return undefined;
  const number = typedYear(year);
  const { first, last } = listingYearRange(now);
  if (number === undefined || number < first || number > last) return undefined;
  return isUlezCompliant(fuel as FuelType, number);
}

/** A new listing's form: the ULEZ switch follows the rule, the seller type the profile. */
export function createFormState(values: ListingFormValues): ListingFormStart {
  return { values: withUlezPreset(values, new Set()), changed: [] };
}

/**
 * An edit form: the seller type is the listing's. A stored ULEZ answer that differs from the
 * rule is the seller's own and stays; one that agrees with it (or none) keeps following it.
 */
export function editFormState(
  values: ListingFormValues,
  storedUlez: boolean | null,
): ListingFormStart {
  const preset = ulezPreset(values.fuel_type, values.year);
  const own = storedUlez !== null && preset !== undefined && storedUlez !== preset;
  // Stored figures are the seller's answer: the catalogue fill leaves them be.
  const figures = VAN_SPEC_FIGURE_FIELDS.filter((field) => values[field] !== '');
  const changed: ListingField[] = [...(own ? ['ulez_compliant' as const] : []), ...figures];
  return { values: withUlezPreset(values, new Set(changed)), changed };
}

function withUlezPreset(values: ListingFormValues, changed: ReadonlySet<string>) {
  if (changed.has('ulez_compliant')) return values;
  const preset = ulezPreset(values.fuel_type, values.year);
  if (preset === undefined || preset === values.ulez_compliant) return values;
  return { ...values, ulez_compliant: preset };
}

/**
 * What follows from a change the seller made (the form store's `rules`): a new make empties
 * the model, as the old one is not among the new make's models; the ULEZ switch follows the
 * fuel and year until the seller sets it; the load and weight figures follow the catalogue
 * (catalogue-fill.ts) until the seller types them.
 */
export function listingRules(
  next: ListingFormValues,
  previous: ListingFormValues,
  changed: ReadonlySet<string>,
): ListingFormValues {
  const values = next.make === previous.make ? next : { ...next, model: '' };
  return withCatalogueFigures(withUlezPreset(values, changed), previous, changed);
}

/** The features with one ticked or unticked. */
export function toggledFeatures(
  features: readonly Feature[],
  feature: Feature,
  checked: boolean,
): Feature[] {
  const rest = features.filter((item) => item !== feature);
  return checked ? [...rest, feature] : rest;
}

/** The postcode spaced and in capitals once the field is left, when it reads as one. */
export function withTidyPostcode(values: ListingFormValues): ListingFormValues {
  const postcode = tidyPostcode(values.postcode.trim());
  return postcode === values.postcode ? values : { ...values, postcode };
}

/**
 * A new listing's seller type, from the account's profile once it has loaded. A private
 * account's price has no VAT (shared/vat.ts): the box goes, and so does a tick.
 */
export function withProfileSellerType(
  values: ListingFormValues,
  sellerType: string,
): ListingFormValues {
  if (values.seller_type === sellerType) return values;
  const vat = sellerType === 'trade_dealer' && values.price_includes_vat;
  return { ...values, seller_type: sellerType, price_includes_vat: vat };
}
