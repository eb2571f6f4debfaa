/**
 * Listing expiry in `npm run bench` (issue 33 §4, decision 072): the expiry run over the whole
 * seeded table, first with nothing due (what most hourly runs are), then with a day's share of
 * 100,000 listings at 60 days due (about 1,700: half reminders, half ends), then again at once
 * (the idempotent re-run: nothing more to do). Time, read and write units of each; mails go to a
 * counter, not the stage's mailbox. Run after every other scenario: it expires listings.
 * `npx tsx bench/listing-expiry.ts` is not offered: it needs the bench's seeded stage.
 */
import type { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Db } from '#lambdas/platform/db';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { runListingExpiry, type ExpiryRunResult } from '#lambdas/listing/expiry/run-listing-expiry';
import { DEFAULT_LIVE_DAYS } from '#shared/listing-expiry';
import { aDealerProfile, aListing } from '../tests/support/listing-fixture';
import { round } from './stats';

export type ExpiryRunFigures = ExpiryRunResult & {
  ms: number;
  rcu: number;
  wcu: number;
  mails: number;
};

export type ListingExpiryFigures = {
  /** Listings made due for the measured run (one day's share at 100,000 and 60 days). */
  madeDue: number;
  idle: ExpiryRunFigures;
  due: ExpiryRunFigures;
  rerun: ExpiryRunFigures;
};

const DAY_MS = 86_400_000;

export async function measureListingExpiry(options: {
  db: Db;
  meter: ReturnType<typeof meterCapacity>;
  siteOrigin: string;
  /** Listings in the table: a day's share of them is made due. */
  listings: number;
}): Promise<ListingExpiryFigures> {
  const { db, meter } = options;
  let mails = 0;
  const deps = {
    db,
    sendMail: async () => {
      mails += 1;
      return {};
    },
    signingKey: async () => 'bench-renewal-signing-key-'.repeat(2),
    siteOrigin: options.siteOrigin,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  };

  async function measured(): Promise<ExpiryRunFigures> {
    mails = 0;
    meter.take();
    const started = performance.now();
    const result = await runListingExpiry(deps);
    const ms = performance.now() - started;
    const used = meter.take();
    return {
      ...result,
      ms: Math.round(ms),
      rcu: round(used.readUnits, 1),
      wcu: round(used.writeUnits, 1),
      mails,
    };
  }

  const idle = await measured();

  const run = Date.now();
  const seller = aDealerProfile({ id: `bench-expiry-${run}`, email: 'bench-expiry@example.org' });
  await putProfilesBatch(db, [seller]);
  const madeDue = Math.max(2, Math.round(options.listings / DEFAULT_LIVE_DAYS));
  const now = Date.now();
  const listings = Array.from({ length: madeDue }, (_, i) =>
    aListing({
      id: `bench-exp-${run}-${i}`,
      user_id: seller.id,
      // Half within the reminder window, half past their end.
      live_until: new Date(now + (i % 2 === 0 ? 3 * DAY_MS : -3_600_000)).toISOString(),
    }),
  );
  await putListingsBatch(db, listings);

  const due = await measured();
  const rerun = await measured();
  return { madeDue, idle, due, rerun };
}

export function printListingExpiry(figures: ListingExpiryFigures): void {
  const line = (name: string, f: ExpiryRunFigures) =>
    `${name.padEnd(34)}${String(f.due).padStart(7)}${String(f.reminded).padStart(9)}${String(f.expired).padStart(8)}${String(f.mails).padStart(7)}${String(f.ms).padStart(9)}${String(f.rcu).padStart(9)}${String(f.wcu).padStart(9)}`;
  console.log(
    `listing expiry run                    due reminded expired  mails       ms      RCU      WCU`,
  );
  console.log(line('nothing due', figures.idle));
  console.log(line(`${figures.madeDue} due (a day's share)`, figures.due));
  console.log(line('re-run at once', figures.rerun));
}
