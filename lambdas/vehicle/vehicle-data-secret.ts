import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';

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

let cached: { name: string; value: Promise<VehicleDataSecret> } | undefined;

/**
 * Read once per container and kept (a failed read is tried again next time). Errors name the
 * secret and its fields, never a value.
 */
export function vehicleDataSecret(
  name: string,
  client: () => SecretsManagerClient = () => new SecretsManagerClient({}),
): Promise<VehicleDataSecret> {
  if (cached?.name === name) return cached.value;
  const value = (async () => {
    const secrets = client();
    try {
      const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: name }));
      let json: unknown;
      try {
        json = JSON.parse(SecretString ?? '');
      } catch {
        json = undefined;
      }
      const parsed = vehicleDataSecretSchema.safeParse(json);
      if (!parsed.success)
        throw new Error(
          `The secret ${name} is not set: it must be JSON with ${Object.keys(vehicleDataSecretSchema.shape).join(', ')} (docs/vehicle-data.md)`,
        );
      return parsed.data;
    } finally {
      secrets.destroy();
    }
  })();
  cached = { name, value };
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}
