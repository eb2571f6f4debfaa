import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VAN_COLOURS } from '#shared/catalogue/colours';
import { FEATURES } from '#shared/catalogue/features';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { ConflictAlert, EditLoading, ListingNotFound, SoldListing } from './edit-listing-page';
import { createFormStore } from '../forms/form-store';
import { createFormState, editFormState, type ListingFormStart } from './form-state';
import { emptyListingValues, valuesFromListing, type ListingFormValues } from './form-values';
import { ListingForm, PHOTO_PENDING_HINT, submitBlocked } from './listing-form';
import { ListingPage } from './listing-page';
import { PHOTO_ACCEPT, type ExistingPhotoActions } from './photo-uploader';
import { queueFromPhotos, type QueuedPhoto } from './photo-queue';
import { listingFormOptions, type ListingFormController } from './use-listing-form';
import type { PhotoUploads } from './use-photo-uploads';
import { filledValues, LISTING, UPLOAD_IDS, uploadAt } from './test-fixtures';

const noop = () => undefined;
const count = (html: string, text: string) => html.split(text).length - 1;

function formOf(
  values: ListingFormValues,
  errors: Record<string, string> = {},
  start: ListingFormStart = createFormState(values),
): ListingFormController {
  const store = createFormStore({ ...listingFormOptions(start), focus: noop });
  store.showErrors(errors);
  return { ...store, ...store.getState() };
}

function photosOf(queue: QueuedPhoto[]): PhotoUploads {
  return {
    queue,
    announcement: '',
    announce: noop,
    add: noop,
    remove: noop,
    retry: noop,
    move: noop,
    saved: noop,
  };
}

function render(element: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/add-listing']}>{element}</MemoryRouter>,
  );
}

function renderForm({
  mode = 'create',
  form = formOf(emptyListingValues()),
  queue = [],
  busy = false,
  edit = false,
  pending = null,
}: {
  mode?: 'create' | 'edit';
  form?: ListingFormController;
  queue?: QueuedPhoto[];
  busy?: boolean;
  edit?: boolean;
  /** The key of the listing photo whose delete or make-main is on its way. */
  pending?: string | null;
} = {}): string {
  return render(
    <ListingForm
      mode={mode}
      form={form}
      photos={photosOf(queue)}
      existingPhotos={
        edit ? { pending, remove: async () => true, makeMain: async () => true } : undefined
      }
      busy={busy}
      onSubmit={noop}
    />,
  );
}

/** The label tied to a control: `<label for="{id}" ...>{text}</label>`. */
const labelFor = (id: string, text: string) =>
  new RegExp(`<label[^>]*for="${id}"[^>]*>${text.replace(/[()£]/g, '\\$&')}</label>`);

describe('ListingForm', () => {
  // A trade account's form: it has every control, the VAT box too.
  const html = renderForm({ form: formOf(emptyListingValues('trade_dealer')) });

  it('has the four sections as headings', () => {
    for (const title of [
      'Vehicle Details',
      'Van Specification',
      'Pricing &amp; Location',
      'Images &amp; Additional Details',
    ]) {
      expect(html).toMatch(new RegExp(`<h2 id="[^"]+" [^>]*>${title}</h2>`));
    }
    expect(count(html, '<section class=')).toBe(4);
    // Not named regions: those would answer to the labels 'Location' and 'Images' too.
    expect(html).not.toContain('<section aria-labelledby');
  });

  it('labels every control with the words of the specification', () => {
    for (const [id, label] of [
      ['listing-title', 'Listing Title'],
      ['listing-make', 'Make'],
      ['listing-model', 'Model'],
      ['listing-year', 'Year'],
      ['listing-engine_size_cc', 'Engine Size (CC)'],
      ['listing-mileage', 'Mileage'],
      ['listing-condition', 'Condition'],
      ['listing-fuel_type', 'Fuel Type'],
      ['listing-transmission', 'Transmission'],
      ['listing-body_type', 'Body Type'],
      ['listing-colour', 'Colour'],
      ['listing-ulez_compliant', 'ULEZ Compliant'],
      ['listing-price', 'Price (£)'],
      ['listing-postcode', 'Postcode'],
      ['listing-location', 'Location'],
      ['listing-seller_type', 'Seller Type'],
      ['listing-price_includes_vat', 'Price includes VAT'],
      ['listing-price_negotiable', 'Price negotiable'],
      ['listing-description', 'Description'],
      ['listing-mot_expiry_date', 'MOT Expiry Date'],
      ['listing-service_history', 'Service History'],
      ['listing-v5c_logbook_available', 'V5C Logbook Available'],
      ['listing-hpi_clear', 'HPI Clear'],
    ]) {
      expect(html).toMatch(labelFor(id!, label!));
      expect(html).toContain(`id="${id}"`);
    }
  });

  it("shows the account's seller type instead of offering a choice", () => {
    expect(html).toMatch(/id="listing-seller_type"[^>]*readonly=""[^>]*value="Trade Dealer"/i);
    expect(html).not.toContain('<option value="trade_dealer"');
    const own = renderForm();
    expect(own).toMatch(/id="listing-seller_type"[^>]*readonly=""[^>]*value="Private Seller"/i);
    expect(own).toContain('A private sale has no VAT');
  });

  it('has no VAT box for a private seller: a private sale has no VAT', () => {
    const own = renderForm();
    expect(own).not.toContain('id="listing-price_includes_vat"');
    expect(own).not.toContain('Price includes VAT');
    expect(html).toContain('id="listing-price_includes_vat"');
  });

  it('offers the colours of the V5C list, none stated by default', () => {
    const select = /<select[^>]*id="listing-colour"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    const offered = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)];
    expect(offered.map((option) => option[2])).toEqual(['Not stated', ...VAN_COLOURS]);
    expect(offered[0]?.[1]).toBe('');
  });

  it('offers the 26 features as labelled checkboxes in a Features group', () => {
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Features<\/legend>/);
    FEATURES.forEach((feature, index) => {
      expect(html).toMatch(labelFor(`listing-feature-${index}`, feature.replace('&', '&amp;')));
    });
    expect(count(html, 'name="features"')).toBe(26);
  });

  it('disables Model until a make is chosen', () => {
    expect(html).toMatch(/<select[^>]*id="listing-model"[^>]*disabled=""/);
    expect(html).not.toMatch(/<select[^>]*id="listing-make"[^>]*disabled=""/);
    expect(html).toMatch(
      /id="listing-model"[^>]*>\s*<option value="" selected="">Select make first<\/option><\/select>/,
    );
    const chosen = renderForm({ form: formOf({ ...emptyListingValues(), make: 'Ford' }) });
    expect(chosen).not.toMatch(/<select[^>]*id="listing-model"[^>]*disabled=""/);
    expect(chosen).toContain('<option value="" selected="">Select model</option>');
    expect(chosen).toContain('<option value="Transit Custom">Transit Custom</option>');
  });

  it('asks for whole numbers with a numeric keypad', () => {
    for (const id of [
      'listing-year',
      'listing-engine_size_cc',
      'listing-mileage',
      'listing-price',
    ]) {
      expect(html).toMatch(
        new RegExp(
          `<input[^>]*id="${id}"[^>]*inputMode="numeric"|<input[^>]*inputMode="numeric"[^>]*id="${id}"`,
        ),
      );
    }
  });

  it('has a real ULEZ switch, preset from fuel and year', () => {
    expect(html).toMatch(
      /<button id="listing-ulez_compliant" type="button" role="switch" aria-checked="false" aria-labelledby="listing-ulez_compliant-label"/,
    );
    const modern = renderForm({
      form: formOf({ ...emptyListingValues(), fuel_type: 'diesel', year: '2019' }),
    });
    expect(modern).toContain('role="switch" aria-checked="true"');
  });

  it('counts the description and says how many more characters are needed', () => {
    expect(html).toContain('0 / 10,000 characters (50 more needed, at least 50)');
    expect(html).toContain('aria-describedby="listing-description-hint"');
  });

  it('takes photos in a labelled Images group: a drop zone and a Choose photos button, not the bare native control', () => {
    expect(html).toMatch(/<div role="group" aria-labelledby="listing-photos-label">/);
    expect(html).toMatch(/<p id="listing-photos-label"[^>]*>Images<\/p>/);
    expect(html).toContain('data-photo-drop-zone=""');
    expect(html).toMatch(
      /<button id="listing-photos" type="button" aria-describedby="listing-photos-count listing-photos-hint"[^>]*>Choose photos<\/button>/,
    );
    expect(html).toMatch(/<p id="listing-photos-count"[^>]*>0 of 10 added<\/p>/);
    // The native input is there for the picker, hidden: it would say 'No file chosen'.
    expect(html).toMatch(
      /<input id="listing-photos-input" type="file" multiple="" accept="[^"]+" hidden="" name="photos"\/>/,
    );
    expect(html).toContain(`accept="${PHOTO_ACCEPT}"`);
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif');
  });

  it('shows messages under their fields, tied with aria-invalid and aria-describedby', () => {
    const withErrors = renderForm({
      form: formOf(filledValues(), {
        title: LISTING_MESSAGES.title,
        postcode: LISTING_MESSAGES.postcode,
        photos: LISTING_MESSAGES.minPhotos,
        features: LISTING_MESSAGES.features,
      }),
    });
    expect(withErrors).toMatch(
      /id="listing-title" class="[^"]*" aria-invalid="true" aria-describedby="listing-title-error listing-title-hint"/,
    );
    expect(withErrors).toContain(
      `<p id="listing-title-error" class="mt-1 text-sm font-medium text-red-700">${LISTING_MESSAGES.title}</p>`,
    );
    expect(withErrors).toMatch(/id="listing-postcode"[^>]*aria-invalid="true"/);
    expect(withErrors).toMatch(
      /id="listing-photos" type="button" aria-invalid="true" aria-describedby="listing-photos-error listing-photos-count listing-photos-hint"/,
    );
    expect(withErrors).toContain(
      `id="listing-photos-error" class="mt-1 text-sm font-medium text-red-700">${LISTING_MESSAGES.minPhotos}`,
    );
    expect(withErrors).toContain('aria-describedby="listing-features-error"');
  });

  it("reads 'Add Listing', then 'Adding...' while saving, with Cancel back to My Listings", () => {
    expect(html).toContain('<button type="submit" class=');
    expect(html).toMatch(/>Add Listing<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/listings"[^>]*>Cancel<\/a>/);
    const busy = renderForm({ busy: true });
    expect(busy).toMatch(/<button type="submit" aria-disabled="true"[^>]*>Adding...<\/button>/);
  });

  it("reads 'Update Listing' and 'Updating...' on edit", () => {
    const state = editFormState(valuesFromListing(LISTING), LISTING.ulez_compliant);
    const edit = renderForm({ mode: 'edit', form: formOf(state.values, {}, state) });
    expect(edit).toMatch(/>Update Listing<\/button>/);
    expect(edit).toContain('value="Tidy Transit Custom"');
    expect(edit).toContain('value="M1 9AB"');
    expect(renderForm({ mode: 'edit', busy: true })).toMatch(/>Updating...<\/button>/);
  });
});

describe('submitting while a listing photo changes', () => {
  const state = editFormState(valuesFromListing(LISTING), LISTING.ulez_compliant);
  const form = formOf(state.values, {}, state);
  const queue = queueFromPhotos(LISTING.photos);
  const actions = (pending: string | null): ExistingPhotoActions => ({
    pending,
    remove: async () => true,
    makeMain: async () => true,
  });

  it("holds 'Update Listing' back while a photo's delete or make-main is on its way", () => {
    const html = renderForm({ mode: 'edit', form, queue, edit: true, pending: 'photo:p2' });
    expect(html).toMatch(
      /<button type="submit" aria-disabled="true" aria-describedby="listing-submit-wait"[^>]*>Update Listing<\/button>/,
    );
    expect(html).toContain(PHOTO_PENDING_HINT);
    // The photo being changed shows it, and its buttons wait too.
    expect(html).toMatch(/data-photo-key="photo:p2"[^>]*aria-busy="true"/);
    expect(html).toContain('aria-label="Delete photo 2" aria-disabled="true"');
    expect(html).not.toContain('aria-label="Delete photo 3" aria-disabled="true"');
  });

  it("lets 'Update Listing' go once the photo change is done", () => {
    const html = renderForm({ mode: 'edit', form, queue, edit: true, pending: null });
    expect(html).toMatch(/<button type="submit" class="[^"]*">Update Listing<\/button>/);
    expect(html).not.toContain(PHOTO_PENDING_HINT);
  });

  it('blocks the submit handler itself, not only the button', () => {
    expect(submitBlocked(false, actions('photo:p1'))).toBe(true);
    expect(submitBlocked(true, actions(null))).toBe(true);
    expect(submitBlocked(false, actions(null))).toBe(false);
    expect(submitBlocked(false, undefined)).toBe(false);
  });
});

describe('PhotoUploader', () => {
  it("names each photo's buttons by its position; the first is the main image", () => {
    const html = renderForm({ mode: 'edit', queue: queueFromPhotos(LISTING.photos), edit: true });
    expect(html).toContain('aria-label="Photo 1 of 3, main image"');
    expect(html).toContain('aria-label="Photo 2 of 3"');
    expect(html).toContain('>Main image</span>');
    expect(html).not.toContain('aria-label="Make main image (photo 1)"');
    expect(html).toContain('aria-label="Make main image (photo 2)"');
    expect(html).toContain('aria-label="Make main image (photo 3)"');
    for (const position of [1, 2, 3]) {
      expect(html).toContain(`aria-label="Delete photo ${position}"`);
      expect(html).toContain(`aria-label="Move photo ${position} left"`);
      expect(html).toContain(`aria-label="Move photo ${position} right"`);
    }
    // The ends of the row cannot move further, but keep the focus (aria-disabled).
    expect(html).toContain('aria-label="Move photo 1 left" aria-disabled="true"');
    expect(html).toContain('aria-label="Move photo 3 right" aria-disabled="true"');
    expect(html).toContain('src="/images/listings/lst_abc123/p2/640.webp"');
    expect(html).toContain('Use the left and right arrow keys to move this photo.');
    expect(html).toContain('aria-live="polite"');
  });

  it('shows progress (1 to 99 %), processing, and a failure with Retry and Remove', () => {
    const html = renderForm({
      queue: [
        uploadAt('a', 'uploading', { percent: 0 }),
        uploadAt('b', 'uploading', { percent: 100 }),
        uploadAt('c', 'processing', { uploadId: UPLOAD_IDS[2] }),
        uploadAt('d', 'failed', { message: 'This file is not a photo we can read.' }),
        uploadAt('e', 'ready', { uploadId: UPLOAD_IDS[3] }),
      ],
    });
    expect(html).toMatch(/<progress max="100" value="1" aria-label="Uploading photo 1"/);
    expect(html).toMatch(/<progress max="100" value="99" aria-label="Uploading photo 2"/);
    expect(html).toContain('>1%</span>');
    expect(html).toContain('>99%</span>');
    expect(count(html, 'Processing…')).toBe(1);
    expect(html).toContain('This file is not a photo we can read.');
    expect(html).toContain('aria-label="Retry photo 4"');
    expect(count(html, 'aria-label="Retry photo')).toBe(1);
    expect(html).toContain('aria-label="Remove photo 4"');
    expect(html).not.toContain('Delete photo');
    expect(html).toContain('5 of 10 added');
  });
});

describe('the pages around the form', () => {
  it('frames Add New Listing with the breadcrumb Dashboard / My Listings', () => {
    const html = render(
      <ListingPage title="Add New Listing" lead="Lead">
        <p>form</p>
      </ListingPage>,
    );
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('>Add New Listing</h1>');
    expect(html).toMatch(/href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(html).toMatch(/href="\/dashboard\/listings"[^>]*>My Listings<\/a>/);
    expect(html).toContain(
      '<span aria-current="page" class="font-medium text-ink">Add New Listing</span>',
    );
  });

  it("says 'Loading...' and 'Listing not found' with a way back", () => {
    expect(render(<EditLoading />)).toContain('Loading...');
    const missing = render(<ListingNotFound />);
    expect(missing).toContain('Listing not found');
    expect(missing).toMatch(/href="\/dashboard\/listings"[^>]*>Back to My Listings<\/a>/);
  });

  it('opens a sold listing read-only', () => {
    const html = render(<SoldListing listing={{ ...LISTING, status: 'sold' }} />);
    expect(html).toContain(LISTING_MESSAGES.sold);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<input');
  });

  it("alerts 'changed elsewhere' with a Reload button, and 'sold' with a way back", () => {
    const changed = render(
      <ConflictAlert
        conflict={{ kind: 'changed', message: LISTING_MESSAGES.changedElsewhere }}
        onReload={noop}
      />,
    );
    expect(changed).toContain('role="alert"');
    expect(changed).toContain(LISTING_MESSAGES.changedElsewhere);
    expect(changed).toMatch(/<button type="button"[^>]*>Reload<\/button>/);
    const sold = render(
      <ConflictAlert conflict={{ kind: 'sold', message: LISTING_MESSAGES.sold }} onReload={noop} />,
    );
    expect(sold).toContain(LISTING_MESSAGES.sold);
    expect(sold).not.toContain('Reload');
  });
});
