import type { Feature } from '#shared/catalogue/features';
import { FUEL_TYPES, type FuelType } from '#shared/catalogue/enums';
import { listingYearRange } from '#shared/listing-form';
import { isUlezCompliant } from '#shared/ulez';
import {
  tidyPostcode,
  typedYear,
  type FlagField,
  type ListingFormValues,
  type TextField,
} from './form-values';

/**
 * The form's values and what the seller has decided themselves: while they have not touched
 * the ULEZ switch it follows the ULEZ rule for the fuel and year. The seller type is never the
 * seller's choice: the account's (from the profile on create), or the listing's on edit.
 */
export type ListingFormState = {
  values: ListingFormValues;
  ulezTouched: boolean;
  /** The listing's own seller type is there (edit): the profile's answer changes nothing. */
  sellerTypeKnown: boolean;
};

export type ListingFormAction =
  | { type: 'text'; field: TextField; value: string }
  | { type: 'flag'; field: FlagField; value: boolean }
  | { type: 'ulez'; value: boolean }
  | { type: 'feature'; feature: Feature; checked: boolean }
  | { type: 'postcodeBlur' }
  | { type: 'profileSellerType'; value: string };

/** The ULEZ rule's answer for this fuel and typed year; undefined while either is not known. */
export function ulezPreset(fuel: string, year: string, now = new Date()): boolean | undefined {
  if (!(FUEL_TYPES as readonly string[]).includes(fuel)) return undefined;
  const number = typedYear(year);
  const { first, last } = listingYearRange(now);
  if (number === undefined || number < first || number > last) return undefined;
  return isUlezCompliant(fuel as FuelType, number);
}

/** A new listing's form: the ULEZ switch follows the rule, the seller type the profile. */
export function createFormState(values: ListingFormValues): ListingFormState {
  return withUlezPreset({ values, ulezTouched: false, sellerTypeKnown: false });
}

/**
 * An edit form: the seller type is the listing's. A stored ULEZ answer that differs from the
 * rule is the seller's own and stays; one that agrees with it (or none) keeps following it.
 */
export function editFormState(
  values: ListingFormValues,
  storedUlez: boolean | null,
): ListingFormState {
  const preset = ulezPreset(values.fuel_type, values.year);
  const ulezTouched = storedUlez !== null && preset !== undefined && storedUlez !== preset;
  return withUlezPreset({ values, ulezTouched, sellerTypeKnown: true });
}

function withUlezPreset(state: ListingFormState): ListingFormState {
  if (state.ulezTouched) return state;
  const preset = ulezPreset(state.values.fuel_type, state.values.year);
  if (preset === undefined || preset === state.values.ulez_compliant) return state;
  return { ...state, values: { ...state.values, ulez_compliant: preset } };
}

export function listingFormReducer(
  state: ListingFormState,
  action: ListingFormAction,
): ListingFormState {
  const values = state.values;
  switch (action.type) {
    case 'text': {
      const next = { ...values, [action.field]: action.value };
      // A new make empties the model: the old one is not among the new make's models.
      if (action.field === 'make' && action.value !== values.make) next.model = '';
      return withUlezPreset({ ...state, values: next });
    }
    case 'flag':
      return { ...state, values: { ...values, [action.field]: action.value } };
    case 'ulez':
      return { ...state, ulezTouched: true, values: { ...values, ulez_compliant: action.value } };
    case 'feature': {
      const rest = values.features.filter((feature) => feature !== action.feature);
      return {
        ...state,
        values: { ...values, features: action.checked ? [...rest, action.feature] : rest },
      };
    }
    case 'postcodeBlur': {
      const postcode = tidyPostcode(values.postcode.trim());
      return postcode === values.postcode ? state : { ...state, values: { ...values, postcode } };
    }
    case 'profileSellerType': {
      if (state.sellerTypeKnown || values.seller_type === action.value) return state;
      // A private account's price has no VAT (shared/vat.ts): the box goes, and so does a tick.
      const vat = action.value === 'trade_dealer' && values.price_includes_vat;
      return {
        ...state,
        values: { ...values, seller_type: action.value, price_includes_vat: vat },
      };
    }
  }
}
