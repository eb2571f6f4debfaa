import { STOCK_REFERENCE_MAX } from '#shared/stock-reference';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  LABELS,
  SERVICE_HISTORIES,
  type SellerType,
  TRANSMISSIONS,
} from '#shared/catalogue/enums';
import { VAN_COLOURS } from '#shared/catalogue/colours';
import { FEATURES } from '#shared/catalogue/features';
import { LISTING_FORM_MAKES, LISTING_LIMITS, listingYearRange } from '#shared/listing-form';
import { CARD, CARD_HEADING } from '../ui/styles';
import { ERROR, LABEL } from '../ui/field-styles';
import { Field } from '../ui/field';
import { UkDateField } from '../forms/uk-date-field';
import { Checkbox } from '../ui/checkbox';
import { Select } from '../ui/select';
import { Switch } from '../ui/switch';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import { RegistrationLookup } from '../forms/registration-lookup';
import { InputField } from './fields';
import { VanSpecFields } from './van-spec-fields';
import { filledFromLookup } from './lookup-fill';
import { toggledFeatures, withTidyPostcode } from './form-state';
import { descriptionCounter, fieldId, modelChoices, type TextField } from './form-values';
import { PhotoUploader, type ExistingPhotoActions } from './photo-uploader';
import type { ListingFormController } from './use-listing-form';
import type { PhotoUploads } from './use-photo-uploads';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

export type ListingFormMode = 'create' | 'edit';

/** The words of the form's submit button, idle and busy. */
export const SUBMIT_LABELS = {
  create: { idle: 'Add Listing', busy: 'Adding...' },
  edit: { idle: 'Update Listing', busy: 'Updating...' },
  /** The seller's save of a draft sends it for review. */
  draft: { idle: 'Submit for review', busy: 'Submitting...' },
} as const;
export type SubmitLabels = (typeof SUBMIT_LABELS)[keyof typeof SUBMIT_LABELS];

/** Said by the submit button while a photo's delete or make-main is on its way (edit). */
export const PHOTO_PENDING_HINT = 'Update Listing is available once the photo change is saved.';

/**
 * Whether submitting waits: while the save runs, and while a listing photo's delete or make-main
 * runs (it changes the listing's version, so a save sent meanwhile would be refused as changed
 * elsewhere).
 */
export function submitBlocked(busy: boolean, existingPhotos?: ExistingPhotoActions): boolean {
  return busy || Boolean(existingPhotos?.pending);
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

type ListingFormProps = {
  mode: ListingFormMode;
  form: ListingFormController;
  photos: PhotoUploads;
  /** On edit: the listing's own photos are deleted or made main through the API at once. */
  existingPhotos?: ExistingPhotoActions | undefined;
  busy: boolean;
  onSubmit: () => void;
  /** An alert above the form (a 409 on edit). */
  notice?: ReactNode;
  /** Where the listing stands, above the form (edit). */
  status?: ReactNode;
  /** The submit button's words when not the mode's own (a draft: 'Submit for review'). */
  submitLabels?: SubmitLabels;
  /** Where Cancel goes: My Listings, or the listing's admin page for an admin's edit. */
  cancelHref?: string;
};

/**
 * The seller's listing form, the same for create and edit: vehicle details, pricing and
 * location, images and additional details. Values, presets and messages come from
 * useListingForm (the one form store); the photos from usePhotoUploads. Submitting is the page's.
 */
export function ListingForm({
  mode,
  form,
  photos,
  existingPhotos,
  busy,
  onSubmit,
  notice,
  status,
  submitLabels,
  cancelHref = pages.myListings.build(),
}: ListingFormProps) {
  const { values, errors, set } = form;
  const text = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => set(field, value),
  });
  const models = modelChoices(values.make);
  const { first, last } = listingYearRange();
  const labels = submitLabels ?? SUBMIT_LABELS[mode];
  const blocked = submitBlocked(busy, existingPhotos);
  const photoPending = !busy && blocked;

  /** The seller's lookup fills what the DVLA holds, as if typed (the rules follow). */
  function fillFromLookup(details: VehicleDetails) {
    for (const [field, value] of Object.entries(filledFromLookup(details, values)))
      set(field as TextField, value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blocked) onSubmit();
  }

  return (
    <form noValidate onSubmit={submit} className="mt-8 grid gap-6">
      {status}
      {notice}
      <FormSection id="vehicle-details" title="Vehicle Details">
        {mode === 'create' ? (
          <div className="sm:col-span-2">
            <RegistrationLookup id="listing-registration-lookup" onFound={fillFromLookup} />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <InputField
            {...text('title')}
            label="Listing Title"
            maxLength={LISTING_LIMITS.maxTitle}
            hint="e.g. 2019 Ford Transit Custom 2.0 EcoBlue, one owner"
          />
        </div>
        <Select
          {...text('make')}
          label="Make"
          placeholder="Select make"
          options={LISTING_FORM_MAKES.map((make) => ({ value: make, label: make }))}
        />
        <Select
          {...text('model')}
          label="Model"
          placeholder={models.placeholder}
          options={models.models.map((model) => ({ value: model, label: model }))}
          disabled={!values.make}
        />
        <InputField
          {...text('year')}
          label="Year"
          inputMode="numeric"
          hint={`${first} to ${last}`}
          maxLength={6}
        />
        <InputField
          {...text('engine_size_cc')}
          label="Engine Size (CC)"
          inputMode="numeric"
          hint="Optional, e.g. 1995"
          maxLength={8}
        />
        <InputField
          {...text('mileage')}
          label="Mileage"
          inputMode="numeric"
          hint="In miles, e.g. 45,000"
          maxLength={12}
        />
        <Select
          {...text('condition')}
          label="Condition"
          placeholder="Select condition"
          options={options(CONDITIONS, LABELS.condition)}
        />
        <Select
          {...text('fuel_type')}
          label="Fuel Type"
          placeholder="Select fuel type"
          options={options(FUEL_TYPES, LABELS.fuel_type)}
        />
        <Select
          {...text('transmission')}
          label="Transmission"
          placeholder="Select transmission"
          options={options(TRANSMISSIONS, LABELS.transmission)}
        />
        <Select
          {...text('body_type')}
          label="Body Type"
          placeholder="Select body type"
          options={options(BODY_TYPES, LABELS.body_type)}
        />
        <Select
          {...text('colour')}
          label="Colour"
          placeholder="Not stated"
          hint="Optional: as on the V5C logbook"
          options={VAN_COLOURS.map((colour) => ({ value: colour, label: colour }))}
        />
        <Switch
          id={fieldId('ulez_compliant')}
          label="ULEZ Compliant"
          checked={values.ulez_compliant}
          error={errors.ulez_compliant}
          hint={
            form.changed.has('ulez_compliant')
              ? 'Set by you.'
              : 'Set from the fuel type and year (diesel from 2016, petrol and hybrid from 2006, electric always) until you change it.'
          }
          onChange={(value) => set('ulez_compliant', value)}
        />
      </FormSection>

      <FormSection id="van-specification" title="Van Specification">
        <VanSpecFields form={form} />
      </FormSection>

      <FormSection id="pricing-location" title="Pricing & Location">
        <InputField
          {...text('price')}
          label="Price (£)"
          inputMode="numeric"
          hint="Whole pounds, e.g. 12,995"
          maxLength={12}
        />
        <InputField
          {...text('stock_reference')}
          label="Stock reference"
          autoComplete="off"
          maxLength={STOCK_REFERENCE_MAX}
          hint="Optional: your own id for this van, e.g. VN-1042. Only you see it."
        />
        <InputField
          {...text('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          maxLength={10}
          hint="Where the van is, e.g. M1 9AB. Buyers see only the area."
          onBlur={() => form.change(withTidyPostcode)}
        />
        <InputField
          {...text('location')}
          label="Location"
          autoComplete="address-level2"
          maxLength={LISTING_LIMITS.maxLocation}
          hint="The town or city where the van is"
        />
        <SellerTypeField sellerType={values.seller_type} error={errors.seller_type} />
        {/* A private sale has no VAT: the box is a trade listing's only (shared/seller-terms.ts). */}
        {values.seller_type === 'trade_dealer' ? (
          <Checkbox
            id={fieldId('price_includes_vat')}
            name="price_includes_vat"
            label="Price includes VAT"
            checked={values.price_includes_vat}
            error={errors.price_includes_vat}
            onChange={(value) => set('price_includes_vat', value)}
          />
        ) : null}
        <Checkbox
          id={fieldId('price_negotiable')}
          name="price_negotiable"
          label="Price negotiable"
          checked={values.price_negotiable}
          error={errors.price_negotiable}
          onChange={(value) => set('price_negotiable', value)}
        />
      </FormSection>

      <FormSection id="images-details" title="Images & Additional Details">
        <div className="sm:col-span-2">
          <PhotoUploader
            photos={photos}
            error={errors.photos}
            existing={existingPhotos}
            onPick={() => form.clearErrors(['photos'])}
          />
        </div>
        <div className="sm:col-span-2">
          <Field
            id={fieldId('description')}
            label="Description"
            error={errors.description}
            hint={descriptionCounter(values.description)}
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={8}
                maxLength={LISTING_LIMITS.maxDescription}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
        </div>
        <UkDateField {...text('mot_expiry_date')} label="MOT Expiry Date" hint="Optional" />
        <Select
          {...text('service_history')}
          label="Service History"
          placeholder="Not stated"
          options={options(SERVICE_HISTORIES, LABELS.service_history)}
        />
        <Checkbox
          id={fieldId('v5c_logbook_available')}
          name="v5c_logbook_available"
          label="V5C Logbook Available"
          checked={values.v5c_logbook_available}
          error={errors.v5c_logbook_available}
          onChange={(value) => set('v5c_logbook_available', value)}
        />
        <Checkbox
          id={fieldId('hpi_clear')}
          name="hpi_clear"
          label="HPI Clear"
          checked={values.hpi_clear}
          error={errors.hpi_clear}
          onChange={(value) => set('hpi_clear', value)}
        />
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.features ? 'listing-features-error' : undefined}
        >
          <legend className={LABEL}>Features</legend>
          {errors.features ? (
            <p id="listing-features-error" className={ERROR}>
              {errors.features}
            </p>
          ) : null}
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature, index) => (
              <Checkbox
                key={feature}
                id={`listing-feature-${index}`}
                name="features"
                label={feature}
                checked={values.features.includes(feature)}
                onChange={(checked) =>
                  set('features', toggledFeatures(values.features, feature, checked))
                }
              />
            ))}
          </div>
        </fieldset>
      </FormSection>

      {photoPending ? (
        <p id="listing-submit-wait" className="text-right text-sm text-muted">
          {PHOTO_PENDING_HINT}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={cancelHref} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
        <button
          type="submit"
          aria-disabled={blocked || undefined}
          aria-describedby={photoPending ? 'listing-submit-wait' : undefined}
          className={buttonClass()}
        >
          {busy ? labels.busy : labels.idle}
        </button>
      </div>
    </form>
  );
}

/**
 * A card with an h2. Not a named region: a region named 'Pricing & Location' or 'Images &
 * Additional Details' would also answer to the labels 'Location' and 'Images'.
 */
function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={CARD}>
      <h2 id={id} className={CARD_HEADING}>
        {title}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** What each seller type means for the listing, under the read-only Seller Type. */
const SELLER_TYPE_HINTS: Record<SellerType, string> = {
  private_seller:
    'Set by the account. A private sale has no VAT, so buyers see the price as it is.',
  trade_dealer: 'Set by the account. Say below whether the price includes VAT.',
};

/**
 * The listing's seller type, shown and not chosen: the account decides it (the trade sign-up or
 * an admin makes an account a trade one), so a private seller cannot list as a dealer.
 */
function SellerTypeField({
  sellerType,
  error,
}: {
  sellerType: string;
  error?: string | undefined;
}) {
  const type: SellerType = sellerType === 'trade_dealer' ? 'trade_dealer' : 'private_seller';
  return (
    <Field
      id={fieldId('seller_type')}
      label="Seller Type"
      error={error}
      hint={SELLER_TYPE_HINTS[type]}
    >
      {(control) => (
        <input
          {...control}
          className={`${control.className} read-only:bg-slate-100`}
          type="text"
          name="seller_type"
          value={LABELS.seller_type[type]}
          readOnly
        />
      )}
    </Field>
  );
}
