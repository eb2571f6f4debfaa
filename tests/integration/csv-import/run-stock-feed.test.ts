/**
 * A dealer's stock feed end to end on the local runner (decision 074): the CSV import's state
 * machine in reconcile mode with its real handler modules, DynamoDB Local, s3rver, a local feed
 * server (allow-listed as the local stage's own hosts are) and the local mailbox. New references
 * create listings, changed rows update them (price and mileage in place, the rest to review),
 * references gone are sold, duplicates are row errors, a re-run changes nothing; a failed fetch,
 * a redirect to a private address and an oversized file fail the run with their reasons, and
 * three failures in a row mail the dealer once.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImportRun } from '#lambdas/import/api/start-run';
import { getImport } from '#lambdas/import/imports-repo';
import { getFeed, newestRuns, putFeedUrl, type StoredRun } from '#lambdas/import/feed/feed-repo';
import { startFeedRun, type StartFeedDeps } from '#lambdas/import/feed/start-feed-run';
import { putProfile } from '#lambdas/account/profiles-repo';
import { claimedListingIds } from '#lambdas/listing/feed/stock-claims-repo';
import { getListingForChange } from '#lambdas/listing/listing-state-repo';
import { nextVersion, replaceListing } from '#lambdas/listing/listing-writer';
import { resetMailer, sendMail } from '#lambdas/mail/mailer';
import type { Listing } from '#shared/listing';
import { FEED_MESSAGES, STOCK_FEED_LIMITS } from '#shared/stock-feed';
import { STOCK_REFERENCE_MESSAGES } from '#shared/stock-reference';
import { handler as ownStockFeed } from '#lambdas/handlers/own-stock-feed';
import { handler as removeStockFeed } from '#lambdas/handlers/remove-stock-feed';
import { handler as runStockFeed } from '#lambdas/handlers/run-stock-feed';
import { handler as setStockFeed } from '#lambdas/handlers/set-stock-feed';
import { answerOf, apiEvent } from '../../support/api-event';
import { csvLine, HEADER } from '../../unit/csv-import/csv-files';
import { aDealerProfile } from '../../support/listing-fixture';
import { guardListingWrites } from '../../support/listing-write-guard';
import { newOwner, startRunEnv, type RunEnv } from './run-support';

guardListingWrites();

let env: RunEnv;
let feeds: Server;
let origin: string;
let mailbox: string;
/** What the feed server answers at /feed.csv (changed by each test). */
let feedText = '';

beforeAll(async () => {
  env = await startRunEnv();
  feeds = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/feed.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' });
      return response.end(feedText);
    }
    if (path === '/to-private') {
      response.writeHead(302, { location: 'https://10.1.2.3/feed.csv' });
      return response.end();
    }
    if (path === '/big.csv') {
      // Past the cap without saying so: the guard counts what it reads.
      response.writeHead(200, { 'content-type': 'text/csv' });
      const line = `${csvLine({ stock_reference: 'BIG' })}\n`;
      let sent = 0;
      const more = () => {
        while (sent <= STOCK_FEED_LIMITS.maxBytes) {
          sent += line.length;
          if (!response.write(line)) return response.once('drain', more);
        }
        response.end();
      };
      return more();
    }
    response.writeHead(500);
    response.end('Internal error');
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  mailbox = mkdtempSync(join(tmpdir(), 'vy-feed-mail-'));
  Object.assign(process.env, {
    IMPORT_IMAGE_HOSTS: `${process.env.IMPORT_IMAGE_HOSTS},${new URL(origin).host}`,
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: mailbox,
    SITE_ORIGIN: 'http://localhost:3000',
  });
  resetMailer();
}, 120_000);

afterAll(async () => {
  feeds?.closeAllConnections();
  await new Promise((resolve) => feeds?.close(resolve));
  await env?.stop();
  if (mailbox) rmSync(mailbox, { recursive: true, force: true });
});

function deps(): StartFeedDeps {
  return {
    db: env.table.db,
    startRun: (id) => startImportRun({ sfn: env.sfn, stateMachineArn: env.arn }, id),
    sendMail,
    siteOrigin: () => 'http://localhost:3000',
  };
}

async function newDealer(path = '/feed.csv'): Promise<string> {
  const owner = newOwner();
  await putProfile(
    env.table.db,
    aDealerProfile({ id: owner, email: `${owner}@dealer.example`, seller_type: 'trade_dealer' }),
  );
  await putFeedUrl(env.table.db, owner, `${origin}${path}`, new Date());
  return owner;
}

/** Runs the dealer's feed now and waits for the run to end. */
async function runFeed(owner: string): Promise<StoredRun> {
  const feed = (await getFeed(env.table.db, owner))!;
  const started = await startFeedRun(deps(), feed, 'manual');
  if (started === 'running') throw new Error('a run is under way');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [run] = await newestRuns(env.table.db, owner, 1);
    if (run && run.import_id === started.import_id && run.status !== 'running') return run;
    if (Date.now() > deadline) {
      const record = await getImport(env.table.db, started.import_id);
      throw new Error(`${started.import_id} still running: ${JSON.stringify(record)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const file = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';
const row = (reference: string, changes: Record<string, string> = {}) =>
  csvLine({ stock_reference: reference, title: `Van ${reference}`, ...changes });

async function listingOf(owner: string, reference: string): Promise<Listing> {
  const ids = await claimedListingIds(env.table.db, owner, [reference]);
  const found = await getListingForChange(env.table.db, ids.get(reference)!);
  return found!.listing;
}

/** As a moderator's approval leaves it: approved, live for 60 days. */
async function approve(owner: string, reference: string): Promise<void> {
  const before = await listingOf(owner, reference);
  const now = new Date();
  const after: Listing = {
    ...before,
    approval_status: 'approved',
    live_until: new Date(now.getTime() + 60 * 86_400_000).toISOString(),
    updated_at: nextVersion(before.updated_at, now),
  };
  expect(await replaceListing(env.table.db, before, after)).toBe('replaced');
}

const mails = () =>
  readdirSync(mailbox).map(
    (name) =>
      JSON.parse(readFileSync(join(mailbox, name), 'utf8')) as { to: string[]; subject: string },
  );

describe('reconciling a feed by stock reference', () => {
  it('creates, updates, sells, refuses duplicates, and a re-run changes nothing', async () => {
    const owner = await newDealer();
    feedText = file(row('VN1'), row('VN2'), row('VN3'), row('VN4'));
    const first = await runFeed(owner);
    expect(first).toMatchObject({
      status: 'completed',
      created: 4,
      updated: 0,
      sold: 0,
      error_count: 0,
    });
    await approve(owner, 'VN1');
    await approve(owner, 'VN2');

    // VN1 cheaper and further; VN2 a new description; VN3 gone; VN5 new, twice; VN4 the same.
    feedText = file(
      row('VN1', { price: '15995', mileage: '49000' }),
      row('VN2', { description: 'Now with a roof rack, ply lined, three seats and two keys.' }),
      row('VN4'),
      row('VN5'),
      row('vn 5', { title: 'Another van' }),
    );
    const second = await runFeed(owner);
    expect(second).toMatchObject({
      status: 'completed',
      rows_total: 5,
      created: 1,
      updated: 2,
      unchanged: 1,
      sold: 1,
      error_count: 1,
    });
    expect(second.errors[0]!.message).toContain(STOCK_REFERENCE_MESSAGES.repeatedInFile('vn 5'));

    const vn1 = await listingOf(owner, 'VN1');
    expect(vn1).toMatchObject({
      price: 15995,
      mileage: 49000,
      approval_status: 'approved',
      status: 'active',
    });
    expect(vn1.price_changes?.at(-1)).toMatchObject({ from: 16995, to: 15995 });
    expect((await listingOf(owner, 'VN2')).approval_status).toBe('pending');
    expect((await listingOf(owner, 'VN3')).status).toBe('sold');
    expect((await listingOf(owner, 'VN4')).status).toBe('active');

    // The same file again: nothing created, changed or sold; one listing per reference.
    const versions = await Promise.all(
      ['VN1', 'VN2', 'VN3', 'VN4', 'VN5'].map(async (r) => (await listingOf(owner, r)).updated_at),
    );
    const third = await runFeed(owner);
    expect(third).toMatchObject({
      status: 'completed',
      created: 0,
      updated: 0,
      sold: 0,
      unchanged: 4,
    });
    const after = await Promise.all(
      ['VN1', 'VN2', 'VN3', 'VN4', 'VN5'].map(async (r) => (await listingOf(owner, r)).updated_at),
    );
    expect(after).toEqual(versions);
    const runs = await newestRuns(env.table.db, owner, 10);
    expect(runs.map((r) => r.import_id)).toEqual([third, second, first].map((r) => r.import_id));
  }, 240_000);

  it('needs a reference on every row, and keeps a van whose row is in error', async () => {
    const owner = await newDealer();
    feedText = file(row('R1'), row('R2'));
    expect(await runFeed(owner)).toMatchObject({ created: 2 });
    // R2's row is now in error (a bad year): it has not left the feed, so it is not sold.
    feedText = file(row('R1'), row('R2', { year: '1800' }), row(''));
    const run = await runFeed(owner);
    expect(run).toMatchObject({ status: 'completed', sold: 0, error_count: 2 });
    expect(run.errors.map((e) => e.message).join(' ')).toContain(FEED_MESSAGES.referenceRequired);
    expect((await listingOf(owner, 'R2')).status).toBe('active');
  }, 240_000);
});

describe('a feed that cannot be read', () => {
  it('fails with the reason: a redirect to a private address, an oversized file', async () => {
    const redirected = await newDealer('/to-private');
    const run = await runFeed(redirected);
    expect(run).toMatchObject({ status: 'failed', created: 0, sold: 0 });
    expect(run.failure).toBe(FEED_MESSAGES.redirectPrivate('10.1.2.3'));

    const big = await newDealer('/big.csv');
    expect(await runFeed(big)).toMatchObject({ status: 'failed', failure: FEED_MESSAGES.tooBig });
  }, 240_000);

  it('sells nothing when the fetch fails, and mails the dealer once after 3 failures in a row', async () => {
    const owner = await newDealer();
    feedText = file(row('F1'));
    await runFeed(owner);
    await putFeedUrl(env.table.db, owner, `${origin}/broken.csv`, new Date());
    const to = `${owner}@dealer.example`;
    for (let day = 1; day <= 4; day++) {
      const run = await runFeed(owner);
      expect(run).toMatchObject({ status: 'failed', failure: FEED_MESSAGES.httpStatus(500) });
      const sent = mails().filter((mail) => mail.to.includes(to));
      expect(sent, `after failure ${day}`).toHaveLength(day >= 3 ? 1 : 0);
    }
    expect(mails().find((mail) => mail.to.includes(to))?.subject).toBe(
      FEED_MESSAGES.failureMailSubject,
    );
    expect((await listingOf(owner, 'F1')).status).toBe('active');
    expect((await getFeed(env.table.db, owner))?.failures).toBe(4);
  }, 240_000);
});

describe('the feed routes', () => {
  const as = (owner: string) => ({ claims: { sub: owner, email: `${owner}@dealer.example` } });
  const put = (owner: string, url: string) =>
    answerOf(
      setStockFeed,
      apiEvent('PUT', '/api/me/stock-feed', { ...as(owner), body: JSON.stringify({ url }) }),
    );

  it('are a trade account’s: a private seller is refused with 403', async () => {
    const owner = newOwner();
    await putProfile(
      env.table.db,
      aDealerProfile({
        id: owner,
        email: `${owner}@dealer.example`,
        seller_type: 'private_seller',
      }),
    );
    const answer = await answerOf(ownStockFeed, apiEvent('GET', '/api/me/stock-feed', as(owner)));
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(FEED_MESSAGES.tradeOnly);
    expect((await put(owner, 'https://dealer.example/stock.csv')).status).toBe(403);
  });

  it('set, read, run and remove the caller’s own feed; bad addresses are 422', async () => {
    const owner = newOwner();
    await putProfile(
      env.table.db,
      aDealerProfile({ id: owner, email: `${owner}@dealer.example`, seller_type: 'trade_dealer' }),
    );
    const noFeed = await answerOf(
      runStockFeed,
      apiEvent('POST', '/api/me/stock-feed/runs', as(owner)),
    );
    expect(noFeed.status).toBe(404);

    const plain = await put(owner, 'http://dealer.example/stock.csv');
    expect(plain.status).toBe(422);
    expect(plain.body.error.fields.url).toEqual([FEED_MESSAGES.urlHttps]);
    expect((await put(owner, 'not an address')).status).toBe(400);
    const metadata = await put(owner, 'https://169.254.169.254/latest/meta-data');
    expect(metadata.status).toBe(422);
    expect(metadata.body.error.fields.url).toEqual([FEED_MESSAGES.urlPrivate('169.254.169.254')]);

    feedText = file(row('API1'));
    const saved = await put(owner, `${origin}/feed.csv`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.feed.url).toBe(`${origin}/feed.csv`);

    const started = await answerOf(
      runStockFeed,
      apiEvent('POST', '/api/me/stock-feed/runs', as(owner)),
    );
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('running');
    // A second Run now while the first runs: 409, nothing started.
    const again = await answerOf(
      runStockFeed,
      apiEvent('POST', '/api/me/stock-feed/runs', as(owner)),
    );
    expect(again.status).toBe(409);
    for (
      let wait = 0;
      (await newestRuns(env.table.db, owner, 1))[0]?.status === 'running';
      wait++
    ) {
      if (wait > 600) throw new Error('the run did not end');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const listed = await answerOf(ownStockFeed, apiEvent('GET', '/api/me/stock-feed', as(owner)));
    expect(listed.body.runs[0]).toMatchObject({
      status: 'completed',
      created: 1,
      trigger: 'manual',
    });

    const removed = await answerOf(
      removeStockFeed,
      apiEvent('DELETE', '/api/me/stock-feed', as(owner)),
    );
    expect(removed.status).toBe(204);
    const after = await answerOf(ownStockFeed, apiEvent('GET', '/api/me/stock-feed', as(owner)));
    expect(after.body.feed).toBeNull();
    // Another dealer sees none of it.
    const other = await newDealer();
    const theirs = await answerOf(ownStockFeed, apiEvent('GET', '/api/me/stock-feed', as(other)));
    expect(theirs.body.runs).toEqual([]);
  }, 120_000);
});
