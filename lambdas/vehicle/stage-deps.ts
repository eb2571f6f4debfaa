import { env } from '../config';
import { stageDb } from '../platform/db';
import type { MotFetchDeps } from './fetch-mot-history';
import type { LookupDeps } from './look-up-registration';
import { createMotHistoryClient, type MotHistoryProvider } from './mot-history-client';
import { vehicleDataSecret } from './vehicle-data-secret';
import { createVehicleEnquiryClient, type VehicleEnquiry } from './vehicle-enquiry-client';

/** The DVLA's and DVSA's public endpoints; the MOT token URL is the tenant's, in the secret. */
export const VEHICLE_DATA_ENDPOINTS = {
  vehicleEnquiry: 'https://driver-vehicle-licensing.api.gov.uk',
  motHistory: 'https://history.mot.api.gov.uk',
  motScope: 'https://tapi.dvsa.gov.uk/.default',
} as const;

/** The path of the MOT stand-in's token endpoint below VEHICLE_DATA_LOCAL_URL. */
export const LOCAL_MOT_TOKEN_PATH = '/oauth2/v2.0/token';

type Providers = { enquiry: VehicleEnquiry; motHistory: MotHistoryProvider };

async function stageProviders(): Promise<Providers> {
  const config = env.vehicleData;
  if (config.provider === 'local') {
    // The same clients against the local stage's stand-ins, which check the same key.
    if (!config.url || !config.key)
      throw new Error('VEHICLE_DATA_LOCAL_URL and VEHICLE_DATA_LOCAL_KEY must be set');
    const { url, key } = config;
    return {
      enquiry: createVehicleEnquiryClient({ endpoint: url, apiKey: key }),
      motHistory: createMotHistoryClient({
        apiUrl: url,
        tokenUrl: `${url.replace(/\/$/, '')}${LOCAL_MOT_TOKEN_PATH}`,
        // The local stage's stand-in knows this id, and the key as its secret.
        clientId: 'vanyard-local',
        clientSecret: key,
        apiKey: key,
        scope: VEHICLE_DATA_ENDPOINTS.motScope,
      }),
    };
  }
  if (!config.secretName) throw new Error('VEHICLE_DATA_SECRET_NAME must be set');
  const secret = await vehicleDataSecret.read(config.secretName);
  return {
    enquiry: createVehicleEnquiryClient({
      endpoint: VEHICLE_DATA_ENDPOINTS.vehicleEnquiry,
      apiKey: secret.vesApiKey,
    }),
    motHistory: createMotHistoryClient({
      apiUrl: VEHICLE_DATA_ENDPOINTS.motHistory,
      tokenUrl: secret.motTokenUrl,
      clientId: secret.motClientId,
      clientSecret: secret.motClientSecret,
      apiKey: secret.motApiKey,
      scope: VEHICLE_DATA_ENDPOINTS.motScope,
    }),
  };
}

/** The lookup's dependencies on this stage; the providers are made once per container. */
let providers: Promise<Providers> | undefined;
export async function stageVehicleDeps(): Promise<LookupDeps> {
  if (!providers) {
    const starting = stageProviders();
    // A failed start (a secret not yet readable) is tried again on the next request.
    starting.catch(() => {
      if (providers === starting) providers = undefined;
    });
    providers = starting;
  }
  return { db: stageDb(), ...(await providers), now: new Date() };
}

/** The MOT history's fetch and refresh (stream consumer, schedule) on this stage. */
export async function stageMotDeps(): Promise<MotFetchDeps> {
  const { db, motHistory } = await stageVehicleDeps();
  if (!motHistory) throw new Error('No MOT history provider on this stage');
  return { db, motHistory, now: () => new Date() };
}
