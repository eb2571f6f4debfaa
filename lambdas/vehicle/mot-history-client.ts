import { dvsaVehicleSchema, tokenResponseSchema, type DvsaVehicle } from './dvsa-mot-response';
import { failureForStatus, type LookupFailure } from './vehicle-enquiry-client';

export type MotHistoryResult =
  { ok: true; vehicle: DvsaVehicle } | { ok: false; failure: LookupFailure };

/** The MOT history provider: the DVSA's API, or the local stage's stand-in. */
export type MotHistoryProvider = { historyOf(plate: string): Promise<MotHistoryResult> };

export type MotHistoryOptions = {
  /** The API's base URL, e.g. https://history.mot.api.gov.uk. */
  apiUrl: string;
  /** The OAuth 2.0 token endpoint (the DVSA's Microsoft Entra tenant's, or the stand-in's). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The scope the DVSA issues, https://tapi.dvsa.gov.uk/.default. */
  scope: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

export const MOT_HISTORY_PATH = '/v1/trade/vehicles/registration/';

/** A token is renewed this long before it expires, so none expires on the way. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The DVSA MOT history API: a bearer token from the client-credentials grant (kept until a
 * minute before it expires, renewed once on a 401) and the API key on every request. Failures
 * are results, never exceptions: the history is fetched off the request path and retried on
 * the next schedule.
 */
export function createMotHistoryClient(options: MotHistoryOptions): MotHistoryProvider {
  const { timeoutMs = 10_000, fetch: send = fetch, now = Date.now } = options;
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string | undefined> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.value;
    try {
      const response = await send(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: options.scope,
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = tokenResponseSchema.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !body.success) return undefined;
      token = { value: body.data.access_token, expiresAt: now() + body.data.expires_in * 1000 };
      return token.value;
    } catch {
      return undefined;
    }
  }

  async function request(plate: string, bearer: string): Promise<Response | undefined> {
    const url = `${options.apiUrl.replace(/\/+$/, '')}${MOT_HISTORY_PATH}${encodeURIComponent(plate)}`;
    try {
      return await send(url, {
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${bearer}`,
          'x-api-key': options.apiKey,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return undefined;
    }
  }

  return {
    async historyOf(plate) {
      let bearer = await accessToken();
      if (!bearer) return { ok: false, failure: 'unavailable' };
      let response = await request(plate, bearer);
      if (response?.status === 401) {
        // Revoked or expired early: one new token, one more try.
        token = undefined;
        bearer = await accessToken();
        response = bearer ? await request(plate, bearer) : undefined;
      }
      if (!response) return { ok: false, failure: 'unavailable' };
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) return { ok: false, failure: failureForStatus(response.status) };
      const vehicle = dvsaVehicleSchema.safeParse(body);
      return vehicle.success
        ? { ok: true, vehicle: vehicle.data }
        : { ok: false, failure: 'unavailable' };
    },
  };
}
