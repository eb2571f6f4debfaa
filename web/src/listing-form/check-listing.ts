import { listingFormSchema, type ListingForm } from '#shared/listing-form';
import { parseUkDate } from '#shared/uk-date';
import { vanSpecsFormShape, vanSpecsIssues } from '#shared/vehicle/van-specs-form';
import type { z } from 'zod';
import type { VanSpecs } from '#shared/vehicle/van-specs';
import { firstErrorPerField } from '../forms/field-errors';
import type { FormCheck } from '../forms/form-store';
import type { ToastInput } from '../ui/toast-store';
import {
  hasInvalidNumbers,
  LISTING_FIELDS,
  listingSubmission,
  type ListingFormValues,
} from './form-values';
import { photoIds, photosNotReady, type QueuedPhoto } from './photo-queue';
import { errorToast, LISTING_TOASTS } from './save-failure';

/** Each specification field that reads on its own, so one bad figure hides no other rule. */
function readableFigures(values: ListingFormValues): Partial<VanSpecs> {
  const readable: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(vanSpecsFormShape)) {
    const parsed = (schema as z.ZodType).safeParse(values[field as keyof ListingFormValues]);
    if (parsed.success) readable[field] = parsed.data;
  }
  return readable as Partial<VanSpecs>;
}

export type ListingCheck =
  | { ok: true; form: ListingForm }
  | { ok: false; errors: Record<string, string>; toasts: ToastInput[] };

/**
 * The browser's check before saving, with the schema the API checks again: field messages, and
 * the toasts the specification gives (photos; on edit 'Invalid numeric values'). Photos still
 * uploading or processing, or failed, hold the save back.
 */
export function checkListing(
  values: ListingFormValues,
  queue: readonly QueuedPhoto[],
  mode: 'create' | 'edit',
  now: Date = new Date(),
): ListingCheck {
  const parsed = listingFormSchema(now).safeParse(
    listingSubmission(values, photoIds(queue), { mode }),
  );
  const errors = parsed.success ? {} : firstErrorPerField(parsed.error, { fields: LISTING_FIELDS });
  // The rules between the figures (the API's 422), over the figures that read on their own.
  for (const [field, message] of Object.entries(vanSpecsIssues(readableFigures(values))))
    errors[field] ??= message;
  // What is wrong with a typed date, in the UK date parser's words ('Enter a real date').
  const mot = parseUkDate(values.mot_expiry_date);
  if (!mot.ok) errors.mot_expiry_date = mot.message;
  const notReady = photosNotReady(queue);
  if (notReady) errors.photos = notReady;
  if (parsed.success && mot.ok && !notReady && Object.keys(errors).length === 0)
    return { ok: true, form: parsed.data };

  const toasts: ToastInput[] = [];
  if (mode === 'edit' && hasInvalidNumbers(values)) toasts.push(LISTING_TOASTS.invalidNumbers);
  if (errors.photos) toasts.push(errorToast(errors.photos));
  return { ok: false, errors, toasts };
}

/**
 * checkListing as the form store's check for one submit: the toasts show at once, the field
 * messages by the store (which focuses the first).
 */
export function listingFormCheck(
  queue: readonly QueuedPhoto[],
  mode: 'create' | 'edit',
  notify: (toast: ToastInput) => void,
): FormCheck<ListingFormValues, ListingForm> {
  return (values) => {
    const checked = checkListing(values, queue, mode);
    if (checked.ok) return { ok: true, data: checked.form };
    checked.toasts.forEach(notify);
    return { ok: false, errors: checked.errors };
  };
}
