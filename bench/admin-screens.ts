/**
 * The admin side of `npm run bench` (issue 16): Admin Listings pages over every listing
 * (target p95 <= 100 ms and <= 25 RCU a page), the moderation queue, one listing for a
 * moderator, Admin Users and the dashboard's figures, through the local gateway with an admin's
 * token; read units (Admin Listings, the moderation queue) from the domain calls on the metered
 * client. The admin mirror's cold load
 * (every listing's row, one Query per shard) is measured on its own.
 */
import { performance } from 'node:perf_hooks';
import type { BenchStage } from './stage-process';
import { listAdminListings } from '#lambdas/listing/admin/list-admin-listings';
import { moderationQueue } from '#lambdas/listing/admin/moderation-queue';
import { MIRROR_REFRESH_MS, resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import type { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Db } from '#lambdas/platform/db';
import { adminListingsQuerySchema, type AdminListingsQuery } from '#shared/admin/listings';
import { newSeller } from '../tests/integration/own-listings/seller-stage';
import { measureGet, type LatencyFigures } from './http-load';
import { round } from './stats';

export type AdminScenarioFigures = LatencyFigures & {
  name: string;
  path: string;
  /** Read units of one page with the mirror warm, its refresh included. */
  rcu: number | null;
  matched: number | null;
};

export type AdminFigures = {
  mirrorColdLoad: { listings: number; ms: number; rcu: number };
  scenarios: AdminScenarioFigures[];
};

type Scenario = { name: string; query: Record<string, string> };

function scenarios(sampleId: string, ownerText: string): Scenario[] {
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'admin listings: all, page 1', query: {} },
    { name: 'admin listings: pending', query: { approval: 'pending' } },
    { name: 'admin listings: sold', query: { status: 'sold' } },
    { name: 'admin listings: text "transit"', query: { q: 'transit' } },
    { name: 'admin listings: id prefix', query: { q: sampleId.slice(0, 8) } },
    { name: 'admin listings: owner e-mail', query: { owner: ownerText } },
    {
      name: 'admin listings: active, last 7 days',
      query: { status: 'active', from: weekAgo, to: today },
    },
    { name: 'admin listings: page 1,000', query: { page: '1000' } },
  ];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureAdminScreens(options: {
  stage: BenchStage;
  db: Db;
  meter: ReturnType<typeof meterCapacity>;
  requests: number;
  sampleListingId: string;
}): Promise<AdminFigures> {
  const { stage, db, meter } = options;
  const admin = await newSeller(stage, { admin: true });
  const headers = { authorization: `Bearer ${admin.token}` };

  // The cold load, as a new container makes it.
  resetAdminMirrors();
  meter.take();
  const started = performance.now();
  const first = await listAdminListings({ db }, adminListingsQuerySchema.parse({}));
  const mirrorColdLoad = {
    listings: first.total,
    ms: round(performance.now() - started),
    rcu: round(meter.take().readUnits, 1),
  };

  const figures: AdminScenarioFigures[] = [];
  for (const scenario of scenarios(options.sampleListingId, 'northern-van-centre')) {
    const query = adminListingsQuerySchema.parse(scenario.query) as AdminListingsQuery;
    // A page with its refresh: wait out the refresh interval, then one call.
    await wait(MIRROR_REFRESH_MS + 50);
    meter.take();
    const page = await listAdminListings({ db }, query);
    const rcu = round(meter.take().readUnits, 2);
    const path = `/api/admin/listings?${new URLSearchParams(scenario.query)}`;
    await measureGet(`${stage.url}${path}`, { requests: 5, concurrency: 1, headers }); // warm-up
    const latency = await measureGet(`${stage.url}${path}`, {
      requests: options.requests,
      concurrency: 1,
      headers,
    });
    figures.push({ name: scenario.name, path, ...latency, rcu, matched: page.matched });
  }

  // The other admin screens, through the gateway (their read units: docs/data-model.md; the
  // moderation queue's measured here, with its count of what waits as `matched`).
  const others: {
    name: string;
    path: string;
    metered?: () => Promise<{ matched: number }>;
  }[] = [
    {
      name: 'moderation queue',
      path: '/api/admin/moderation',
      metered: async () => ({ matched: (await moderationQueue(db, {})).pending }),
    },
    { name: 'listing for a moderator', path: `/api/admin/listings/${options.sampleListingId}` },
    { name: 'admin users, text search', path: '/api/admin/users?q=seller' },
    { name: 'admin dashboard figures', path: '/api/admin/stats' },
  ];
  for (const other of others) {
    meter.take();
    const metered = other.metered ? await other.metered() : null;
    const rcu = metered ? round(meter.take().readUnits, 2) : null;
    const url = `${stage.url}${other.path}`;
    await measureGet(url, { requests: 5, concurrency: 1, headers });
    const latency = await measureGet(url, { requests: options.requests, concurrency: 1, headers });
    figures.push({
      name: other.name,
      path: other.path,
      ...latency,
      rcu,
      matched: metered?.matched ?? null,
    });
  }
  return { mirrorColdLoad, scenarios: figures };
}
