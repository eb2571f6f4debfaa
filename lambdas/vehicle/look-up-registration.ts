import { modelsOf } from '#shared/catalogue/makes';
import { parseRegistration, REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import { NotFoundError, RuleViolationError, UnavailableError } from '../platform/errors';
import type { Db } from '../platform/db';
import type { MotHistoryProvider } from './mot-history-client';
import { vehicleDetailsFromVes } from './vehicle-details-from-ves';
import type { VehicleEnquiry } from './vehicle-enquiry-client';
import { getCachedLookup, putCachedLookup } from './vehicle-lookups-repo';

export const LOOKUP_MESSAGES = {
  notFound: 'We could not find that registration. Check it, or enter the details yourself.',
  unavailable:
    'The registration lookup is not available just now. Enter the details yourself, or try again later.',
} as const;

export type LookupDeps = {
  db: Db;
  enquiry: VehicleEnquiry;
  /** The model comes from the MOT history (the DVLA's record has none); absent, it stays empty. */
  motHistory?: MotHistoryProvider;
  now: Date;
};

const loose = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 'TRANSIT CUSTOM' -> 'Transit Custom' among Ford's models; null when the catalogue lacks it. */
export function catalogueModel(make: string | null, dvsaModel: string | undefined): string | null {
  if (!make || !dvsaModel) return null;
  const key = loose(dvsaModel);
  const models = modelsOf(make);
  // The longest match first: 'TRANSIT CUSTOM' is Transit Custom, not Transit.
  return (
    models.find((model) => loose(model) === key) ??
    [...models].sort((a, b) => b.length - a.length).find((model) => key.startsWith(loose(model))) ??
    null
  );
}

/**
 * The details a seller's registration fills in (issue 31 §2): the DVLA's record, the model from
 * the MOT history, kept a day per plate so retries and the valuation tool do not ask again. A
 * plate in no UK format is refused before any provider is asked.
 */
export async function lookUpRegistration(deps: LookupDeps, typed: string): Promise<VehicleDetails> {
  const parsed = parseRegistration(typed);
  if (!parsed.ok) {
    const message = REGISTRATION_MESSAGES[parsed.problem];
    throw new RuleViolationError(message, { registration: [message] }, 'invalid_registration');
  }
  const { plate, display } = parsed.registration;
  const cached = await getCachedLookup(deps.db, plate, deps.now);
  if (cached?.found === false)
    throw new NotFoundError(LOOKUP_MESSAGES.notFound, 'registration_not_found');
  if (cached) return cached.details;

  const answer = await deps.enquiry.lookUp(plate);
  if (!answer.ok) {
    if (answer.failure === 'not_found' || answer.failure === 'invalid') {
      await putCachedLookup(deps.db, plate, { found: false }, deps.now);
      throw new NotFoundError(LOOKUP_MESSAGES.notFound, 'registration_not_found');
    }
    throw new UnavailableError(LOOKUP_MESSAGES.unavailable, 'lookup_unavailable', 30);
  }
  const details = vehicleDetailsFromVes(answer.vehicle, display);
  const history = await deps.motHistory?.historyOf(plate);
  const model = history?.ok ? catalogueModel(details.make, history.vehicle.model) : null;
  const found = { ...details, model };
  await putCachedLookup(deps.db, plate, { found: true, details: found }, deps.now);
  return found;
}
