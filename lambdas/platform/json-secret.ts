import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { z } from 'zod';

export type JsonSecretReader<T> = {
  /**
   * The secret, read once per container and kept: a rotation reaches new containers (and this
   * one after a failed read). Errors name the secret, never its value.
   */
  read(name: string, client?: () => SecretsManagerClient): Promise<T>;
  /** Forgets the kept value (tests; a provider switched on the local stage). */
  reset(): void;
};

/**
 * A reader of one JSON secret in Secrets Manager, checked by `schema`; `fields` is what the error
 * of a missing or malformed secret tells the operator to set ('"secretKey" and "webhookSecret"').
 */
export function jsonSecretReader<S extends z.ZodType>(
  schema: S,
  fields: string,
  doc: string,
): JsonSecretReader<z.output<S>> {
  let cached: { name: string; value: Promise<z.output<S>> } | undefined;

  async function readSecret(name: string, client: SecretsManagerClient): Promise<z.output<S>> {
    try {
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: name }));
      let json: unknown;
      try {
        json = JSON.parse(SecretString ?? '');
      } catch {
        json = undefined;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success)
        throw new Error(`The secret ${name} is not set: it must be JSON with ${fields} (${doc})`);
      return parsed.data;
    } finally {
      client.destroy();
    }
  }

  return {
    reset: () => {
      cached = undefined;
    },
    read(name, client = () => new SecretsManagerClient({})) {
      if (cached?.name === name) return cached.value;
      const value = readSecret(name, client());
      cached = { name, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
  };
}
