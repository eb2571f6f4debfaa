import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { LISTING_LIMITS } from '#shared/listing-form';
import { sniffImageType } from '#lambdas/photo';
import { isPublicAddress } from './public-address';

/*
 * The URL guard (docs/csv-import.md, "Image URLs are untrusted"): an image URL from a file is
 * fetched only as plain http(s) on ports 80 and 443, from a host whose every address is public,
 * the connection pinned to the address that was checked (no second DNS answer, so no rebinding),
 * redirects followed by hand and each checked again (at most 3), within a few seconds, reading
 * at most 5 MB, and only bytes that are an image the photo pipeline accepts. Every refusal is
 * an answer, never a throw: the caller makes it the row's error.
 */

export type ResolvedAddress = { address: string; family: number };

export type FetchImageOptions = {
  /**
   * Hosts exempt from the address and port rules ('host' or 'host:port', lower case): the
   * local stage's own test image server only (IMPORT_IMAGE_HOSTS); empty in AWS.
   */
  allowHosts?: readonly string[];
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Every address of a host name (the system resolver unless given). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
};

export type FetchedImage = { ok: true; bytes: Buffer; url: string } | { ok: false; reason: string };

export const FETCH_IMAGE_DEFAULTS = {
  timeoutMs: 5000,
  maxBytes: LISTING_LIMITS.maxPhotoBytes,
  maxRedirects: 3,
} as const;

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  dnsLookup(hostname, { all: true, verbatim: true });

class Refused extends Error {}

const refuse = (reason: string): never => {
  throw new Refused(reason);
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
      return refuse(`${url.hostname} does not resolve`);
    }
  }
  if (addresses.length === 0) refuse(`${url.hostname} has no address`);
  if (!exempt) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) refuse(`${url.hostname} resolves to a non-public address (${bad.address})`);
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

function request(url: URL, addresses: readonly ResolvedAddress[], signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolveResponse, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(addresses),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'VanYard-Import/1.0' },
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
    refuse(`larger than ${maxBytes} bytes (${declared} declared)`);
  }
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of response) {
    const buffer = part as Buffer;
    length += buffer.length;
    if (length > maxBytes) {
      response.destroy();
      refuse(`larger than ${maxBytes} bytes`);
    }
    parts.push(buffer);
  }
  return Buffer.concat(parts, length);
}

/** Fetches an image URL from an import file through the guard; never throws. */
export async function fetchImage(
  text: string,
  options: FetchImageOptions = {},
): Promise<FetchedImage> {
  const timeoutMs = options.timeoutMs ?? FETCH_IMAGE_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_IMAGE_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_IMAGE_DEFAULTS.maxRedirects;
  const allowHosts = options.allowHosts ?? [];
  const resolve = options.resolve ?? systemResolve;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    if (!URL.canParse(text)) refuse('not a URL');
    let url = new URL(text);
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`${url.protocol} URL`);
      if (url.username || url.password) refuse('credentials in the URL');
      const exempt = allowed(url, allowHosts);
      if (!exempt && url.port !== '' && url.port !== '80' && url.port !== '443') {
        refuse(`port ${url.port}`);
      }
      const addresses = await checkedAddresses(url, exempt, resolve);
      const response = await request(url, addresses, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (redirects >= maxRedirects) refuse(`more than ${maxRedirects} redirects`);
        const next = URL.canParse(response.headers.location, url)
          ? new URL(response.headers.location, url)
          : refuse('a redirect to no URL');
        url = next;
        continue;
      }
      if (status !== 200) {
        response.destroy();
        refuse(`HTTP ${status}`);
      }
      const bytes = await readAtMost(response, maxBytes);
      if (bytes.length === 0 || !sniffImageType(bytes)) refuse('not an image');
      return { ok: true, bytes, url: url.href };
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    if (controller.signal.aborted) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
