import { z } from 'zod';
import { jsonSecretReader } from '../platform/json-secret';

/** The stage's vehicle data secret (`vanyard/{stage}/vehicle-data`, docs/vehicle-data.md). */
export const vehicleDataSecretSchema = z.object({
  /** The DVLA Vehicle Enquiry Service API key. */
  vesApiKey: z.string().min(1),
  /** The DVSA MOT history API: the client credentials, their token URL and the API key. */
  motClientId: z.string().min(1),
  motClientSecret: z.string().min(1),
  motTokenUrl: z.url(),
  motApiKey: z.string().min(1),
});
export type VehicleDataSecret = z.infer<typeof vehicleDataSecretSchema>;

/** Read once per container and kept; errors name the secret and its fields, never a value. */
export const vehicleDataSecret = jsonSecretReader(
  vehicleDataSecretSchema,
  Object.keys(vehicleDataSecretSchema.shape).join(', '),
  'docs/vehicle-data.md',
);
