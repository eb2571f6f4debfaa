import { FEED_MESSAGES, STOCK_FEED_LIMITS } from '#shared/stock-feed';
import { guardedFetch, type GuardedFetch, type ResolvedAddress } from '../guarded-fetch';

/*
 * A dealer's feed file through the URL guard (decision 074): https only, every address public
 * (a redirect to a private, loopback or link-local address is refused before it is asked),
 * 10 MB, 30 seconds. A refusal is the run's failure in the dealer's words.
 */

export type FetchFeedOptions = {
  /** The local stage's own hosts (IMPORT_IMAGE_HOSTS): exempt from the address and https rules. */
  allowHosts?: readonly string[];
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  timeoutMs?: number;
  maxBytes?: number;
};

export type FetchedFeed = { ok: true; bytes: Buffer } | { ok: false; failure: string };

/** The dealer's words for a refused fetch. */
export function feedFailure(refused: Extract<GuardedFetch, { ok: false }>, first: URL): string {
  switch (refused.kind) {
    case 'private':
      return refused.host && refused.host !== first.hostname
        ? FEED_MESSAGES.redirectPrivate(refused.host)
        : FEED_MESSAGES.urlPrivate(refused.host ?? first.hostname);
    case 'too_big':
      return FEED_MESSAGES.tooBig;
    case 'timeout':
      return FEED_MESSAGES.timeout;
    case 'status':
      return FEED_MESSAGES.httpStatus(refused.status ?? 0);
    case 'url':
      return refused.reason === 'not https'
        ? FEED_MESSAGES.urlHttps
        : FEED_MESSAGES.unreachable(refused.reason);
    default:
      return FEED_MESSAGES.unreachable(refused.reason);
  }
}

export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<FetchedFeed> {
  if (!URL.canParse(url)) return { ok: false, failure: FEED_MESSAGES.urlInvalid };
  const fetched = await guardedFetch(url, {
    allowHosts: options.allowHosts,
    resolve: options.resolve,
    timeoutMs: options.timeoutMs ?? STOCK_FEED_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? STOCK_FEED_LIMITS.maxBytes,
    maxRedirects: STOCK_FEED_LIMITS.maxRedirects,
    httpsOnly: true,
    accept: 'text/csv, text/plain;q=0.9, */*;q=0.5',
  });
  if (!fetched.ok) return { ok: false, failure: feedFailure(fetched, new URL(url)) };
  return { ok: true, bytes: fetched.bytes };
}
