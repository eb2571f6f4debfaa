import type { Db } from '../platform/db';
import { expireStalePayments } from './expire-stale-payments';
import { endOverdueBoosts } from './overdue-boosts';

export type BoostSweepResult = {
  /** Live listings found with a boost past its end and its flag still set. */
  overdue: number;
  /** Of those, the ones this run ended (another writer may have got there first). */
  ended: number;
  /** Pending payments looked at, and how many of them expired. */
  pendingLooked: number;
  paymentsExpired: number;
};

/**
 * The BoostSweep schedule (docs/boosts.md, Expiry): what the expiry executions missed (lost,
 * failed for good, or a local stage that was stopped), and the payments never completed. Every
 * write is conditional, so a sweep that overlaps an execution, a webhook or another sweep
 * changes each thing once.
 */
export async function sweepBoosts(deps: { db: Db; now?: () => Date }): Promise<BoostSweepResult> {
  const boosts = await endOverdueBoosts(deps);
  const payments = await expireStalePayments(deps);
  return {
    overdue: boosts.found,
    ended: boosts.ended,
    pendingLooked: payments.looked,
    paymentsExpired: payments.expired,
  };
}
