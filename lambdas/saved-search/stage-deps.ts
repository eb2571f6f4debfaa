import { z } from 'zod';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { jsonSecretReader } from '../platform/json-secret';
import type { Logger } from '../platform/logger';
import { geocoder } from '../geocoding/create-geocoder';
import { sendMail } from '../mail/mailer';
import { AlertBucketCache } from './alert-buckets-repo';
import type { DigestDeps } from './send-digests';
import type { SavedSearchDeps } from './manage-saved-searches';
import type { MatcherState } from './match-listing-changes';

const signingSecret = jsonSecretReader(
  z.object({ key: z.string().min(32) }),
  '"key" (at least 32 characters)',
  'docs/decisions/065-saved-searches-and-alerts.md',
);

/**
 * The unsubscribe links' signing key: the local stage's (LOCAL_ALERT_SIGNING_KEY, one per data
 * directory), or the stage's secret in Secrets Manager (ALERT_SIGNING_SECRET_NAME). Never sent
 * to a browser.
 */
export async function stageSigningKey(): Promise<string> {
  const { local, secretName } = env.alertSigningKey;
  if (local) return local;
  if (!secretName) throw new Error('Missing environment variable ALERT_SIGNING_SECRET_NAME');
  return (await signingSecret.read(secretName)).key;
}

export function stageSavedSearchDeps(): SavedSearchDeps {
  return {
    db: stageDb(),
    geocode: (postcode) => geocoder().geocodePostcode(postcode),
    now: () => new Date(),
  };
}

let matcher: MatcherState | undefined;

/** The matcher's buckets and parsed filters, kept for the container's life. */
export function stageMatcherState(): MatcherState {
  matcher ??= { buckets: new AlertBucketCache(stageDb()), filters: new Map() };
  return matcher;
}

export function stageDigestDeps(log: Logger): DigestDeps {
  return {
    db: stageDb(),
    sendMail,
    signingKey: stageSigningKey,
    siteOrigin: env.siteOrigin,
    log,
  };
}

/** Forgets the matcher's copy and the signing key (lambdas/container.ts). */
export function resetSavedSearchState(): void {
  matcher = undefined;
  signingSecret.reset();
}
