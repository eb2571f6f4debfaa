import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it } from 'vitest';
import { vehicleDataSecret } from '#lambdas/vehicle/vehicle-data-secret';

function secretsClient(value: string) {
  let calls = 0;
  const client = {
    send: async () => {
      calls += 1;
      return { SecretString: value };
    },
    destroy: () => {},
  } as unknown as SecretsManagerClient;
  return { client: () => client, calls: () => calls };
}

const complete = {
  vesApiKey: 'ves-key',
  motClientId: 'client',
  motClientSecret: 'mot-secret-do-not-print',
  motTokenUrl: 'https://login.example/tenant/oauth2/v2.0/token',
  motApiKey: 'mot-key',
};

afterEach(() => vehicleDataSecret.reset());

describe('the vehicle data secret', () => {
  it('is read once per container', async () => {
    const secrets = secretsClient(JSON.stringify(complete));
    expect(await vehicleDataSecret.read('vanyard/test/vehicle-data', secrets.client)).toEqual(
      complete,
    );
    await vehicleDataSecret.read('vanyard/test/vehicle-data', secrets.client);
    expect(secrets.calls()).toBe(1);
  });

  it('names the fields to set when one is missing, never a value', async () => {
    const { motApiKey: _, ...incomplete } = complete;
    const attempt = vehicleDataSecret.read(
      'vanyard/test/vehicle-data',
      secretsClient(JSON.stringify(incomplete)).client,
    );
    await expect(attempt).rejects.toThrow(
      'The secret vanyard/test/vehicle-data is not set: it must be JSON with vesApiKey, motClientId, motClientSecret, motTokenUrl, motApiKey (docs/vehicle-data.md)',
    );
    await expect(attempt).rejects.not.toThrow(/mot-secret-do-not-print/);
  });
});
