import { vesErrorSchema, vesVehicleSchema, type VesVehicle } from './ves-vehicle';

/**
 * Why a lookup gave no vehicle. `not_found` and `invalid` are the plate's; the others the
 * service's, and the seller is asked to type the details or try again later.
 */
export type LookupFailure = 'not_found' | 'invalid' | 'rate_limited' | 'unavailable';

export type VehicleEnquiryResult =
  { ok: true; vehicle: VesVehicle } | { ok: false; failure: LookupFailure };

/** The registration lookup's provider: the DVLA's service, or the local stage's stand-in. */
export type VehicleEnquiry = { lookUp(plate: string): Promise<VehicleEnquiryResult> };

export type VehicleEnquiryOptions = {
  /** The service's base URL, e.g. https://driver-vehicle-licensing.api.gov.uk. */
  endpoint: string;
  apiKey: string;
  /** A seller waits for the answer: past this the form says to type the details. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const VEHICLE_ENQUIRY_PATH = '/vehicle-enquiry/v1/vehicles';

/** The statuses both services document, and what each means for the seller. */
export function failureForStatus(status: number): LookupFailure {
  if (status === 404) return 'not_found';
  if (status === 400) return 'invalid';
  if (status === 429) return 'rate_limited';
  // 401/403 (credentials refused), 500, 503 and anything undocumented: no answer now.
  return 'unavailable';
}

/**
 * The DVLA Vehicle Enquiry Service over HTTP: POST the plate with the API key, read the
 * vehicle. A timeout, a network error or a body not in the documented shape is `unavailable`,
 * never an exception: a lookup is a help to the seller, not a step the form depends on.
 */
export function createVehicleEnquiryClient(options: VehicleEnquiryOptions): VehicleEnquiry {
  const { endpoint, apiKey, timeoutMs = 5000, fetch: send = fetch } = options;
  // Below the endpoint's own path (the local stand-ins sit under one), never replacing it.
  const url = `${endpoint.replace(/\/+$/, '')}${VEHICLE_ENQUIRY_PATH}`;
  return {
    async lookUp(plate) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-api-key': apiKey,
          },
          body: JSON.stringify({ registrationNumber: plate }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { ok: false, failure: 'unavailable' };
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const vehicle = vesVehicleSchema.safeParse(body);
        return vehicle.success
          ? { ok: true, vehicle: vehicle.data }
          : { ok: false, failure: 'unavailable' };
      }
      // The status decides; the error body (documented, but not always sent) only confirms it.
      const error = vesErrorSchema.safeParse(body);
      const status = error.success
        ? Number(error.data.errors[0]?.status ?? response.status)
        : response.status;
      return {
        ok: false,
        failure: failureForStatus(Number.isFinite(status) ? status : response.status),
      };
    },
  };
}
