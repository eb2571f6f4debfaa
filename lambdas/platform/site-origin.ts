import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { readEnv, type EnvSource } from '../config';

export type ParameterReader = (name: string) => Promise<string | undefined>;

const readFromSsm: ParameterReader = async (name) => {
  const client = new SSMClient({});
  try {
    return (await client.send(new GetParameterCommand({ Name: name }))).Parameter?.Value;
  } finally {
    client.destroy();
  }
};

let cached: Promise<string> | undefined;

/**
 * The site's origin for links in mails. SITE_ORIGIN where the stage can give it; otherwise the
 * SSM parameter SITE_ORIGIN_PARAMETER names. The Cognito trigger reads the parameter: the
 * distribution's domain cannot be an environment variable of a function the user pool (and so
 * the API, and so the distribution) depends on. Read once per container.
 */
export function siteOrigin(
  source?: EnvSource,
  read: ParameterReader = readFromSsm,
): Promise<string> {
  cached ??= (async () => {
    const { SITE_ORIGIN, SITE_ORIGIN_PARAMETER: name } = readEnv(source);
    const origin = SITE_ORIGIN ?? (name ? await read(name) : undefined);
    if (!origin)
      throw new Error('Neither SITE_ORIGIN nor SITE_ORIGIN_PARAMETER gives the site origin');
    return origin.replace(/\/$/, '');
  })().catch((error: unknown) => {
    cached = undefined; // try again on the next call rather than keep a failure
    throw error;
  });
  return cached;
}

export function resetSiteOrigin(): void {
  cached = undefined;
}
