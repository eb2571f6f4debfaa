import { useCallback, useReducer, useState } from 'react';
import { firstFieldWithError } from '../forms/field-errors';
import { focusField } from '../forms/focus-field';
import { listingFormReducer, type ListingFormAction, type ListingFormState } from './form-state';
import { fieldId, LISTING_FIELDS } from './form-values';

/** The field whose message an action answers (it goes as soon as the field is changed). */
function fieldOf(action: ListingFormAction): string | undefined {
  switch (action.type) {
    case 'text':
    case 'flag':
      return action.field;
    case 'ulez':
      return 'ulez_compliant';
    case 'feature':
      return 'features';
    default:
      return undefined;
  }
}

/** Brings the first field with a message into view and focuses it, once the messages have rendered. */
export function focusFirstError(errors: Record<string, string>): void {
  const first = firstFieldWithError(errors, [...LISTING_FIELDS, ...Object.keys(errors)]);
  if (first) focusField(fieldId(first));
}

/**
 * The listing form's values (with the ULEZ and seller-type presets, form-state.ts) and its
 * messages: a field loses its message as soon as it is changed.
 */
export function useListingForm(initial: () => ListingFormState) {
  const [state, dispatch] = useReducer(listingFormReducer, undefined, initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const update = useCallback(
    (action: ListingFormAction) => {
      dispatch(action);
      const field = fieldOf(action);
      if (field) clearError(field);
    },
    [clearError],
  );

  /** Shows these messages and moves the focus to the first of them. */
  const showErrors = useCallback((found: Record<string, string>) => {
    setErrors(found);
    focusFirstError(found);
  }, []);

  return { values: state.values, state, errors, update, showErrors, clearError };
}

export type ListingFormController = ReturnType<typeof useListingForm>;
