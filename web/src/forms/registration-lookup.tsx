import { useState, type KeyboardEvent } from 'react';
import { vehicleLookupRoute } from '#shared/api/routes/vehicle-lookup';
import { parseRegistration, REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useForm } from './use-form';

export const LOOKUP_COPY = {
  label: 'Enter your registration',
  hint: 'We fill in what the DVLA holds; you check it and add the rest.',
  button: 'Look up',
  busy: 'Looking up...',
  /** Our own limit, per client (shared/api/rate-limits.ts). */
  tooMany: 'That is a lot of lookups. Wait a few minutes, or enter the details yourself.',
  failed:
    'The registration lookup is not available just now. Enter the details yourself, or try again later.',
  notVan: 'The DVLA records this vehicle as a car. Check it is a van before you go on.',
} as const;

/** What the seller reads once a plate is found: the vehicle, and that the form has it. */
export function foundSummary(details: VehicleDetails): string {
  const vehicle =
    [details.year, details.make, details.model].filter(Boolean).join(' ') || 'Vehicle';
  return `Found ${details.registration}: ${vehicle}. We have filled in what the DVLA holds: check it below and complete the rest.`;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return LOOKUP_COPY.tooMany;
    // 404 and 422 carry the plate's own message in the API's words.
    if (error.status === 404 || error.status === 422) return error.message;
  }
  return LOOKUP_COPY.failed;
}

/**
 * 'Enter your registration' (issue 31 §2): a plate, looked up at the DVLA through our API, fills
 * the form it sits in (`onFound`). Not a form of its own (it sits inside one): Enter in the
 * field looks up rather than submitting the listing. Any failure leaves the seller typing the
 * details by hand, with a message under the field.
 */
export function RegistrationLookup({
  id,
  onFound,
}: {
  id: string;
  onFound: (details: VehicleDetails) => void;
}) {
  const lookup = useForm({ initial: { registration: '' }, idOf: () => id });
  const [found, setFound] = useState<VehicleDetails | undefined>();

  async function lookUp() {
    const typed = lookup.values.registration;
    const parsed = parseRegistration(typed);
    if (!parsed.ok) {
      lookup.showErrors({ registration: REGISTRATION_MESSAGES[parsed.problem] });
      return;
    }
    await lookup.submit(async () => {
      try {
        const details = await callApi(vehicleLookupRoute, { body: { registration: typed } });
        setFound(details);
        onFound(details);
      } catch (error) {
        setFound(undefined);
        lookup.showErrors({ registration: messageOf(error) });
      }
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookUp();
  }

  const field = lookup.field('registration', (value) => value.toUpperCase());
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <Field id={id} label={LOOKUP_COPY.label} error={field.error} hint={LOOKUP_COPY.hint}>
            {(control) => (
              <input
                {...control}
                name="registration"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onKeyDown={onKeyDown}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={10}
                placeholder="AB19 CDE"
                className={`${control.className} font-mono uppercase tracking-wide`}
              />
            )}
          </Field>
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void lookUp()}
          aria-disabled={lookup.busy || undefined}
          className="sm:mb-7"
        >
          {lookup.busy ? LOOKUP_COPY.busy : LOOKUP_COPY.button}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {found ? <p className="text-emerald-800">{foundSummary(found)}</p> : null}
        {found?.is_van === false ? (
          <p className="mt-1 font-semibold text-amber-900">{LOOKUP_COPY.notVan}</p>
        ) : null}
      </div>
    </div>
  );
}
