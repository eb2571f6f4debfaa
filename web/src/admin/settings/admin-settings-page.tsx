import { useEffect, useRef } from 'react';
import type { AdminSettings } from '#shared/admin/settings';
import { adminSettingsRoute } from '#shared/api/routes/admin-settings';
import { adminUpdateSettingsRoute } from '#shared/api/routes/admin-update-settings';
import type { ContactDetails } from '#shared/runtime-config';
import { DEFAULT_LIVE_DAYS, LIVE_DAYS_LIMITS } from '#shared/listing-expiry';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/fetch-json';
import { useApi } from '../../api/use-api';
import { useRuntimeConfig } from '../../api/use-runtime-config';
import { useForm } from '../../forms/use-form';
import { TextInput } from '../../ui/field';
import { Checkbox } from '../../ui/checkbox';
import { showToast } from '../../ui/toast-store';
import { Spinner } from '../admin-ui';
import { useAdminUser } from '../layout/admin-context';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { CARD, INLINE_ALERT } from '../../ui/styles';
import { HINT } from '../../ui/field-styles';
import { AuditTrail } from '../ui/audit-trail';
import { failureToast } from '../ui/failure-toast';
import { LoadingOrFailed } from '../ui/load-states';
import { useFailureToast } from '../ui/use-failure-toast';
import { useRefreshAdmin } from '../ui/use-refresh-admin';
import { ReasonsEditor } from './reasons-editor';
import {
  FIELD_ORDER,
  formFromSettings,
  serverSettingsErrors,
  settingsCheck,
  settingsControlId,
} from './settings-form-state';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';

export const ADMIN_SETTINGS_TITLE = 'Settings';
const LOAD_FAILED = 'Could not load the settings';
export const SETTINGS_TOASTS = {
  saved: {
    title: 'Settings saved',
    description: 'The site shows the new contact details within a minute.',
  },
  failed: (error: unknown) => failureToast(error, 'Could not save the settings'),
} as const;

/**
 * /admin/settings: the contact details the site shows, VanYard's company and VAT details for
 * receipts and the moderation reasons, with their trail.
 */
export function AdminSettingsPage() {
  const user = useAdminUser();
  const { data, error, mutate } = useApi(adminSettingsRoute, {}, { userId: user.id });
  const config = useRuntimeConfig();
  const failed = Boolean(error) && !data;
  useFailureToast(failed, { title: LOAD_FAILED, variant: 'destructive' });

  return (
    <AdminPageFrame
      title={ADMIN_SETTINGS_TITLE}
      description="What the site shows and moderators use, changed without a deploy: contact details, company and VAT details for receipts, and moderation reasons."
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: 'Settings' }]}
    >
      {data ? (
        <>
          <SettingsEditor
            // A new version (saved here or elsewhere) fills the form afresh.
            key={data.updated_at ?? 'none'}
            settings={data}
            shown={config.data?.contact ?? null}
            onSaved={(saved) => void mutate(saved, { revalidate: false })}
            onStale={() => void mutate()}
          />
          <div className="mt-6">
            <AuditTrail entries={data.audit} id="settings-audit" empty="No changes yet." />
          </div>
        </>
      ) : (
        <LoadingOrFailed
          failed={failed}
          message={LOAD_FAILED}
          onRetry={() => void mutate()}
          loading="Loading settings..."
        />
      )}
    </AdminPageFrame>
  );
}

type SettingsEditorProps = {
  settings: AdminSettings;
  /** The contact details the site shows while none are stored (the stage's configuration). */
  shown: ContactDetails | null;
  onSaved: (saved: AdminSettings) => void;
  /** Someone else saved first: read the settings again. */
  onStale: () => void;
};

/** The form (rendered as it is in tests). */
export function SettingsEditor({ settings, shown, onSaved, onStale }: SettingsEditorProps) {
  const form = useForm({
    initial: formFromSettings(settings, shown),
    check: settingsCheck,
    idOf: settingsControlId,
    order: FIELD_ORDER,
  });
  const { values, errors, busy, change, field } = form;
  const refreshAdmin = useRefreshAdmin();
  const filledFromConfig = useRef(settings.contact === null && shown !== null);

  // The configured details may arrive after the settings: they fill the contact fields still
  // empty, once, never over what the admin has typed.
  useEffect(() => {
    if (settings.contact !== null || !shown || filledFromConfig.current) return;
    filledFromConfig.current = true;
    const configured = formFromSettings(settings, shown);
    change((current) => ({
      ...current,
      email: current.email || configured.email,
      phone: current.phone || configured.phone,
      address: current.address || configured.address,
      mapUrl: current.mapUrl || configured.mapUrl,
    }));
  }, [settings, shown, change]);

  const save = () =>
    form.submit(async (request) => {
      try {
        const saved = await callApi(adminUpdateSettingsRoute, { body: request });
        showToast(SETTINGS_TOASTS.saved);
        onSaved(saved);
        // The public answer (contact details) is cached a minute; the admin screens read again.
        await refreshAdmin();
      } catch (error) {
        showToast(SETTINGS_TOASTS.failed(error));
        if (error instanceof ApiError && error.status === 409) onStale();
        else if (error instanceof ApiError && error.status === 400)
          form.showErrors(serverSettingsErrors(error.fields));
      }
    });

  return (
    <form
      noValidate
      aria-labelledby="settings-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-6"
    >
      <h2 id="settings-form-heading" className="sr-only">
        Edit the settings
      </h2>
      <Card headingId="settings-contact" title="Contact details" level={3}>
        <p className={HINT}>
          Shown on the Contact Us page.
          {settings.contact === null
            ? ' None saved yet: the site shows the details of its configuration, filled in below.'
            : ''}
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextInput {...field('email')} label="E-mail address" type="email" autoComplete="off" />
          <TextInput {...field('phone')} label="Phone number" type="tel" autoComplete="off" />
          <TextInput
            name="address"
            id="settings-address"
            label="Address"
            hint="One line each: name, street, town, postcode (2 to 6 lines)"
            rows={5}
            value={values.address}
            error={errors.address}
            onChange={(address) => form.set('address', address)}
          />
          <TextInput
            {...field('mapUrl')}
            label="Map link"
            type="url"
            hint="An https:// link to a map of the office"
            autoComplete="off"
          />
        </div>
      </Card>
      <Card headingId="settings-company" title="Company and VAT details" level={3}>
        <p className={HINT}>
          Printed on every VAT receipt sellers open from Payment History.
          {settings.company === null
            ? ' None saved yet: receipts say the VAT details are not set.'
            : ''}
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextInput {...field('companyName')} label="Company name" autoComplete="off" />
          <TextInput
            name="companyAddress"
            id="settings-companyAddress"
            label="Registered address"
            hint="One line each: street, town, postcode (2 to 6 lines)"
            rows={4}
            value={values.companyAddress}
            error={errors.companyAddress}
            onChange={(companyAddress) => form.set('companyAddress', companyAddress)}
          />
          <TextInput
            {...field('companyNumber')}
            label="Company number"
            hint="Companies House: 8 characters, such as 01234567"
            autoComplete="off"
          />
          <TextInput
            {...field('vatNumber')}
            label="VAT registration number"
            hint="GB and 9 digits, such as GB123456789"
            autoComplete="off"
          />
        </div>
      </Card>
      <Card headingId="settings-finance" title="Finance illustrations" level={3}>
        <p className={HINT}>
          The representative APR of the monthly cost on listing pages and cards: an illustration for
          buyers, not an offer.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextInput
            {...field('apr')}
            label="Representative APR (%)"
            hint="From 0 to 30, such as 9.9"
            inputMode="numeric"
            autoComplete="off"
          />
          <Checkbox
            id="settings-showMonthly"
            label="Show 'from £X a month' on cards"
            checked={values.showMonthly}
            onChange={(checked) => form.set('showMonthly', checked)}
          />
        </div>
      </Card>
      <Card headingId="settings-listings" title="Listings" level={3}>
        <p className={HINT}>
          How long a listing stays live after it is approved or renewed. Sellers get a reminder 7
          days before it expires, and can renew it in one click.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextInput
            {...field('liveDays')}
            label="Days a listing stays live"
            hint={`From ${LIVE_DAYS_LIMITS.min} to ${LIVE_DAYS_LIMITS.max}, such as ${DEFAULT_LIVE_DAYS}`}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </Card>
      <section className={CARD}>
        <ReasonsEditor
          reasons={values.reasons}
          errors={errors}
          onChange={(reasons, changed) => {
            form.set('reasons', reasons);
            // A reason added, moved or removed renumbers them all, so every reason's message
            // goes; a reason typed in loses its own.
            form.clearErrors(
              changed === undefined
                ? Object.keys(errors).filter((key) => key.startsWith('reason'))
                : [`reason-${changed}`],
            );
          }}
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={`${buttonClass()} gap-2`}
        >
          {busy ? <Spinner /> : null}
          {busy ? 'Saving...' : 'Save settings'}
        </button>
        <p role="status" className="text-sm text-muted">
          {busy ? 'Saving the settings...' : ''}
        </p>
      </div>
      {errors.form ? (
        <p id="settings-form" tabIndex={-1} role="alert" className={INLINE_ALERT}>
          {errors.form}. Reload the page and try again.
        </p>
      ) : null}
    </form>
  );
}
