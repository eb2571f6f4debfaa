import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/*
 * The URL guard (docs/csv-import.md, "Image URLs are untrusted"; decision 074 for feeds): a URL
 * from a dealer is fetched only as plain http(s) on ports 80 and 443 (https only where the caller
 * says so), from a host whose every address is public, the connection pinned to the address that
 * was checked (no second DNS answer, so no rebinding), redirects followed by hand and each checked
 * again, within a time limit, reading at most `maxBytes`. Every refusal is an answer with its
 * kind, never a throw. The image fetch (fetch-image.ts) and the stock feed (feed/fetch-feed.ts)
 * are its two callers.
 */

export type ResolvedAddress = { address: string; family: number };

export type GuardedFetchOptions = {
  /**
   * Hosts exempt from the address, port and https rules ('host' or 'host:port', lower case): the
   * local stage's own servers only (IMPORT_IMAGE_HOSTS); empty in AWS.
   */
  allowHosts?: readonly string[];
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Only https URLs, the first and every redirect (the feed). */
  httpsOnly?: boolean;
  accept: string;
  /** Every address of a host name (the system resolver unless given). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
};

/** Why a fetch was refused: the caller words it for its reader. */
export type RefusalKind =
  'url' | 'private' | 'too_big' | 'timeout' | 'status' | 'redirects' | 'unreachable';

export type GuardedFetch =
  | { ok: true; bytes: Buffer; url: string }
  | { ok: false; kind: RefusalKind; reason: string; host?: string; status?: number };

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  dnsLookup(hostname, { all: true, verbatim: true });

class Refused extends Error {
  constructor(
    readonly kind: RefusalKind,
    reason: string,
    readonly extra: { host?: string; status?: number } = {},
  ) {
    super(reason);
  }
}

const refuse = (
  kind: RefusalKind,
  reason: string,
  extra?: { host?: string; status?: number },
): never => {
  throw new Refused(kind, reason, extra);
};

/** Whether the allow-list names this URL's host: 'host:port' exactly, or 'host' on 80/443. */
function allowed(url: URL, allowHosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  return allowHosts.some((entry) =>
    entry.includes(':') && !entry.startsWith('[')
      ? entry === `${hostname}:${url.port || defaultPort(url)}`
      : entry === hostname && url.port === '',
  );
}

const defaultPort = (url: URL) => (url.protocol === 'https:' ? '443' : '80');

/** The host's addresses, each checked (unless the host is allow-listed). */
async function checkedAddresses(
  url: URL,
  exempt: boolean,
  resolve: (hostname: string) => Promise<ResolvedAddress[]>,
): Promise<ResolvedAddress[]> {
  // The WHATWG parser has already turned decimal, octal and hex IPv4 forms into dotted quads.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(literal);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: literal, family }];
  } else {
    try {
      addresses = await resolve(url.hostname);
    } catch {
      return refuse('unreachable', `${url.hostname} does not resolve`);
    }
  }
  if (addresses.length === 0) refuse('unreachable', `${url.hostname} has no address`);
  if (!exempt) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) {
      refuse('private', `${url.hostname} resolves to a non-public address (${bad.address})`, {
        host: url.hostname,
      });
    }
  }
  return addresses;
}

/** A lookup that answers the checked addresses only: the socket connects to what was checked. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

function request(
  url: URL,
  addresses: readonly ResolvedAddress[],
  signal: AbortSignal,
  accept: string,
) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolveResponse, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(addresses),
        signal,
        headers: { accept, 'user-agent': 'VanYard-Import/1.0' },
        // No connection reuse: each fetch is pinned to its own checked address.
        agent: false,
      },
      resolveResponse,
    );
    req.on('error', reject);
    req.end();
  });
}

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    refuse('too_big', `larger than ${maxBytes} bytes (${declared} declared)`);
  }
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of response) {
    const buffer = part as Buffer;
    length += buffer.length;
    if (length > maxBytes) {
      response.destroy();
      refuse('too_big', `larger than ${maxBytes} bytes`);
    }
    parts.push(buffer);
  }
  return Buffer.concat(parts, length);
}

/** Fetches a URL through the guard; never throws. */
export async function guardedFetch(
  text: string,
  options: GuardedFetchOptions,
): Promise<GuardedFetch> {
  const { timeoutMs, maxBytes, maxRedirects } = options;
  const allowHosts = options.allowHosts ?? [];
  const resolve = options.resolve ?? systemResolve;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    if (!URL.canParse(text)) refuse('url', 'not a URL');
    let url = new URL(text);
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        refuse('url', `${url.protocol} URL`);
      }
      if (url.username || url.password) refuse('url', 'credentials in the URL');
      const exempt = allowed(url, allowHosts);
      if (options.httpsOnly && !exempt && url.protocol !== 'https:') refuse('url', 'not https');
      if (!exempt && url.port !== '' && url.port !== '80' && url.port !== '443') {
        refuse('url', `port ${url.port}`);
      }
      const addresses = await checkedAddresses(url, exempt, resolve);
      const response = await request(url, addresses, controller.signal, options.accept);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (redirects >= maxRedirects) refuse('redirects', `more than ${maxRedirects} redirects`);
        const next = URL.canParse(response.headers.location, url)
          ? new URL(response.headers.location, url)
          : refuse('url', 'a redirect to no URL');
        url = next;
        continue;
      }
      if (status !== 200) {
        response.destroy();
        refuse('status', `HTTP ${status}`, { status });
      }
      const bytes = await readAtMost(response, maxBytes);
      return { ok: true, bytes, url: url.href };
    }
  } catch (error) {
    if (error instanceof Refused) {
      return { ok: false, kind: error.kind, reason: error.message, ...error.extra };
    }
    if (controller.signal.aborted) {
      return { ok: false, kind: 'timeout', reason: `no answer within ${timeoutMs} ms` };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, kind: 'unreachable', reason };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
