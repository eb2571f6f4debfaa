import { useState } from 'react';
import type { FormOptions } from '../forms/form-store';
import { useForm, type FormController } from '../forms/use-form';
import { listingRules, type ListingFormStart } from './form-state';
import { fieldId, LISTING_FIELDS, type ListingFormValues } from './form-values';

/**
 * The listing form on the one form store: the ULEZ and make rules (form-state.ts), the
 * controls' ids (`listing-{field}`) and the order in which a message takes the focus.
 */
export function listingFormOptions(
  start: ListingFormStart,
): FormOptions<ListingFormValues, ListingFormValues> {
  return {
    initial: start.values,
    changed: start.changed,
    rules: listingRules,
    idOf: fieldId,
    order: LISTING_FIELDS,
  };
}

/** The listing form's values, messages and busy flag (create, edit and the admin's edit). */
export function useListingForm(start: () => ListingFormStart) {
  const [first] = useState(start);
  return useForm(listingFormOptions(first));
}

export type ListingFormController = FormController<ListingFormValues>;
