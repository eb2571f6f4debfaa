import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LABELS, type SellerType } from '#shared/catalogue/enums';
import { updateOwnProfileRoute } from '#shared/api/routes/update-own-profile';
import { profileUpdateSchema, type Profile } from '#shared/profile';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { Field, TextInput } from '../ui/field';
import { schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import {
  PROFILE_FIELDS,
  PROFILE_TOASTS,
  profileFormValues,
  profileRequestBody,
  profileSaveFailure,
} from './profile-values';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { DealerPageFields } from './dealer-page-fields';

/** What the account's type means, and how a private seller who sells as a business changes it. */
export const ACCOUNT_TYPE_HINTS: Record<SellerType, string> = {
  private_seller:
    'Your account’s type: your vans are listed as Private Seller, with no VAT on the price.',
  trade_dealer:
    'Your account’s type: your vans are listed as Trade Dealer, and each listing says whether its price includes VAT.',
};

type ProfileFormProps = {
  profile: Profile;
  /** The sign-in address, shown read-only when the profile has none. */
  accountEmail: string;
  /** The saved profile (null when the answer could not be read: load it again). */
  onSaved: (profile: Profile | null) => void;
};

/**
 * My Profile: name, UK phone, location, website and the address receipts are made out to,
 * checked with the shared schema the API uses; the e-mail address (the sign-in address) and the
 * account type (from the sign-up or an admin, shared/seller-terms.ts) are only shown.
 */
export function ProfileForm({ profile, accountEmail, onSaved }: ProfileFormProps) {
  const form = useForm({
    initial: profileFormValues(profile),
    check: schemaCheck(profileUpdateSchema),
  });
  const email = profile.email || accountEmail;
  const sellerType = profile.seller_type;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = profileRequestBody(form.values, sellerType);
    void form.submit(async () => {
      let saved: Profile | null;
      try {
        saved = await callApi(updateOwnProfileRoute, { body });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'unexpected_answer')) {
          const failure = profileSaveFailure(error);
          // Messages from the API's own check (400 fields), until the field is changed.
          form.showErrors(failure.fields, PROFILE_FIELDS);
          showToast({ title: 'Error', description: failure.description, variant: 'destructive' });
          return;
        }
        // Saved, but the answer could not be read: the page loads the profile again.
        saved = null;
      }
      if (saved) form.change(() => profileFormValues(saved));
      onSaved(saved);
      showToast({ title: 'Success', description: PROFILE_TOASTS.success });
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5">
      <TextInput
        {...form.field('full_name')}
        label="Full Name"
        autoComplete="name"
        maxLength={100}
      />
      <Field
        id="field-email"
        label="Email Address"
        hint="The address you sign in with. Buyers never see it; their enquiries reach you there."
      >
        {(control) => (
          <input
            {...control}
            className={`${control.className} read-only:bg-slate-100`}
            type="email"
            name="email"
            value={email}
            readOnly
          />
        )}
      </Field>
      <TextInput
        {...form.field('phone_number')}
        label="Phone Number"
        type="tel"
        inputMode="tel"
        hint="Optional. A UK number, e.g. 07123 456789. Buyers see it only when they ask to reveal it."
        autoComplete="tel"
        maxLength={30}
      />
      <TextInput
        {...form.field('location')}
        label="Location"
        hint="Your town or city, e.g. Staines upon Thames."
        autoComplete="address-level2"
        maxLength={80}
      />
      <TextInput
        {...form.field('website_url')}
        label="Website URL"
        type="url"
        inputMode="url"
        hint="Optional. Starting with https://, e.g. https://www.example.co.uk"
        autoComplete="url"
        maxLength={300}
      />
      <Field id="field-seller_type" label="Seller Type" hint={ACCOUNT_TYPE_HINTS[sellerType]}>
        {(control) => (
          <input
            {...control}
            className={`${control.className} read-only:bg-slate-100`}
            type="text"
            name="seller_type"
            value={LABELS.seller_type[sellerType]}
            readOnly
          />
        )}
      </Field>
      {sellerType === 'private_seller' ? (
        <p className="-mt-3 text-sm text-muted">
          Selling as a VAT-registered business?{' '}
          <Link
            to={pages.contact.build()}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Contact us for a trade account
          </Link>
          .
        </p>
      ) : null}
      <TextInput
        {...form.field('address')}
        label={sellerType === 'trade_dealer' ? 'Address' : 'Address for receipts'}
        hint={
          sellerType === 'trade_dealer'
            ? 'Optional. One line each: street, town, postcode. Shown on your dealer page and printed on your VAT receipts for boosts.'
            : 'Optional. One line each: street, town, postcode. Printed on your VAT receipts for boosts.'
        }
        autoComplete="street-address"
        rows={3}
      />
      {sellerType === 'trade_dealer' ? <DealerPageFields form={form} profile={profile} /> : null}
      <div>
        <button
          type="submit"
          aria-disabled={form.busy || undefined}
          className={`${buttonClass()} w-full sm:w-auto`}
        >
          {form.busy ? 'Updating...' : 'Update Profile'}
        </button>
      </div>
    </form>
  );
}
