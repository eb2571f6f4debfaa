import type { FinanceSettings } from '#shared/finance';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { getSiteSettings } from './settings-repo';

/**
 * How long a container keeps the finance settings: search and listing pages show the monthly
 * figures without a table read per request (issue 32: the price indicator and the monthly cost
 * add no read unit to a page); a saved change reaches every container within this time.
 */
export const FINANCE_SETTINGS_TTL_MS = 60_000;

let cached: { value: FinanceSettings; until: number } | undefined;

/**
 * The finance settings as this container last read them (one GetItem a minute at most). Null
 * when they cannot be read and none were read before: the page then shows no monthly figure
 * rather than failing.
 */
export async function cachedFinanceSettings(
  db: Db,
  log?: Logger,
  now = Date.now(),
): Promise<FinanceSettings | null> {
  if (cached && now < cached.until) return cached.value;
  try {
    const { finance } = await getSiteSettings(db);
    cached = { value: finance, until: now + FINANCE_SETTINGS_TTL_MS };
    return finance;
  } catch (error) {
    log?.warn('Could not read the finance settings; pages show no monthly figure', {
      error: error instanceof Error ? error.message : String(error),
    });
    return cached?.value ?? null;
  }
}

/** Forgets the cached settings (after a save in this container, and in tests). */
export function forgetFinanceSettings(): void {
  cached = undefined;
}
