/**
 * Messages in `npm run bench` (issue 34, decision 075): the inbox's first page for a dealer
 * with 2,000 conversations (p95 through the gateway at one client, and the read units of one
 * read), and sending a message (p95 through the gateway, each sender an account and a loopback
 * address of its own, so the per-account and per-address limits are never what is measured).
 */
import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { BenchStage } from './stage-process';
import type { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Db } from '#lambdas/platform/db';
import { createLogger } from '#lambdas/platform/logger';
import { getListing } from '#lambdas/listing';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { withMessage } from '#lambdas/message/append-message';
import { writeMessage } from '#lambdas/message/conversations-repo';
import { listConversations } from '#lambdas/message/list-conversations';
import { getSearchIndex } from '#lambdas/search';
import { INBOX_PAGE_SIZE } from '#shared/messages';
import { RATE_LIMITS } from '#shared/api/rate-limits';
import { aListing } from '../tests/support/listing-fixture';
import { fetchFromAddress } from '../tests/integration/local-stage/fetch-from-address';
import { newSeller } from '../tests/integration/own-listings/seller-stage';
import { measureGet, type LatencyFigures } from './http-load';
import { mean, percentile, round } from './stats';

export type MessagesFigures = {
  conversations: number;
  inbox: LatencyFigures & { rcu: number };
  send: { requests: number; p50: number; p95: number; errors: number };
};

const WRITERS = 8;
const VANS = 50;

export async function measureMessages(options: {
  stage: BenchStage;
  db: Db;
  s3: S3Client;
  meter: ReturnType<typeof meterCapacity>;
  requests: number;
  conversations: number;
  sends: number;
}): Promise<MessagesFigures> {
  const { stage, db, meter } = options;
  const dealer = await newSeller(stage);
  const run = Date.now();
  const vans = Array.from({ length: VANS }, (_, i) =>
    aListing({ id: `bench-msg-${run}-${i}`, user_id: dealer.userId }),
  );
  await putListingsBatch(db, vans);

  // The dealer's conversations, each a buyer's first message, written as a send writes them
  // (not measured), a minute apart so the inbox's order is the writing order.
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      for (let n = next++; n < options.conversations; n = next++) {
        const van = vans[n % VANS]!;
        const id = randomUUID().replace(/-/g, '');
        const at = new Date(run - (options.conversations - n) * 60_000).toISOString();
        const start = {
          id,
          listing_id: van.id,
          listing_title: van.title,
          seller_id: dealer.userId,
          seller_name: 'Bench Vans',
          buyer_id: `bench-buyer-${run}-${n}`,
          buyer_name: 'Buyer',
          created_at: at,
        };
        const text = `Is van ${n} still for sale?`;
        await writeMessage(db, undefined, withMessage(undefined, start, 'buyer', text, at), {
          id: randomUUID(),
          conversation_id: id,
          sender: 'buyer',
          text,
          sent_at: at,
        });
      }
    }),
  );

  const index = () =>
    getSearchIndex({ db, s3: options.s3, bucket: stage.buckets.search, refreshMs: 0 });
  // The steady state: the projection has the dealer's vans, so the cards come from the index.
  for (let i = 0; i < 120; i++) {
    if ((await index()).get(vans.at(-1)!.id)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const deps = {
    db,
    index,
    log: createLogger({ bench: 'messages' }),
    getListing: (id: string) => getListing(db, id),
    getProfile: async () => undefined,
  };
  const perCall: number[] = [];
  for (let i = 0; i < 10; i++) {
    meter.take();
    const page = await listConversations(deps, dealer.userId);
    perCall.push(meter.take().readUnits);
    if (page.items.length !== INBOX_PAGE_SIZE) throw new Error('inbox page short');
  }
  const path = `${stage.url}/api/me/conversations`;
  const headers = { authorization: `Bearer ${dealer.token}` };
  await measureGet(path, { requests: 10, concurrency: 1, headers }); // warm-up
  const inbox = await measureGet(path, { requests: options.requests, concurrency: 1, headers });

  // Sends: each buyer starts a conversation with the dealer and sends up to the per-minute
  // allowance, from an address of its own.
  const perBuyer = RATE_LIMITS.messages.limit - 1;
  const buyers = Math.ceil(options.sends / perBuyer);
  const latencies: number[] = [];
  let errors = 0;
  for (let b = 0; b < buyers; b++) {
    const buyer = await newSeller(stage);
    const address = `127.0.77.${(b % 250) + 1}`;
    const post = (url: string, body: object) =>
      fetchFromAddress(address, url, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = await post(`${stage.url}/api/me/conversations`, {
      listing_id: vans[b % VANS]!.id,
      text: 'Hello',
    });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${started.text}`);
    const id = (JSON.parse(started.text) as { conversation_id: string }).conversation_id;
    for (let m = 0; m < perBuyer && latencies.length + errors < options.sends; m++) {
      const began = performance.now();
      const answer = await post(`${stage.url}/api/me/conversations/${id}/messages`, {
        text: `Message ${m}: could I see it this week?`,
      });
      if (answer.status === 201) latencies.push(performance.now() - began);
      else errors++;
    }
  }
  return {
    conversations: options.conversations,
    inbox: { ...inbox, rcu: round(mean(perCall), 2) },
    send: {
      requests: latencies.length + errors,
      p50: round(percentile(latencies, 50), 1),
      p95: round(percentile(latencies, 95), 1),
      errors,
    },
  };
}
