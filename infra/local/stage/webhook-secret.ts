import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret made once per data directory and kept there (mode 600), so what was signed before a
 * restart still verifies, and no two data directories share one. Never used in AWS.
 */
function keptSecret(dataDir: string, fileName: string, valid: RegExp, make: () => string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (valid.test(saved)) return saved;
  }
  const secret = make();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The local payment provider's webhook signing secret (LOCAL_WEBHOOK_SECRET, docs/boosts.md), Stripe's format (`whsec_…`). */
export function localWebhookSecret(dataDir: string): string {
  return keptSecret(
    dataDir,
    'webhook-secret',
    /^whsec_[A-Za-z0-9]{32,}$/,
    () => `whsec_local${randomBytes(24).toString('hex')}`,
  );
}

/** The key of saved-search unsubscribe links (LOCAL_ALERT_SIGNING_KEY, decision 065). */
export function localAlertSigningKey(dataDir: string): string {
  return keptSecret(dataDir, 'alert-signing-key', /^[a-f0-9]{64}$/, () =>
    randomBytes(32).toString('hex'),
  );
}
