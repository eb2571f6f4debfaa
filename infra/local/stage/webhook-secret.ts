import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const secretFile = (dataDir: string) => join(dataDir, 'webhook-secret');

/**
 * The local payment provider's webhook signing secret (LOCAL_WEBHOOK_SECRET, docs/boosts.md):
 * made once per data directory and kept there, so events signed before a restart still verify,
 * and no two data directories share one. Stripe's format (`whsec_…`); never used in AWS.
 */
export function localWebhookSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (/^whsec_[A-Za-z0-9]{32,}$/.test(saved)) return saved;
  }
  const secret = `whsec_local${randomBytes(24).toString('hex')}`;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
