import { LISTING_LIMITS } from '#shared/listing-form';
import { sniffImageType } from '#lambdas/photo';
import { guardedFetch, type ResolvedAddress } from './guarded-fetch';

/*
 * An image URL from an import file through the URL guard (guarded-fetch.ts): within a few
 * seconds, at most 5 MB, at most 3 redirects, and only bytes that are an image the photo pipeline
 * accepts. Every refusal is an answer, never a throw: the caller makes it the row's warning.
 */

export type { ResolvedAddress };

export type FetchImageOptions = {
  /** Hosts exempt from the address and port rules (IMPORT_IMAGE_HOSTS); empty in AWS. */
  allowHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
};

export type FetchedImage = { ok: true; bytes: Buffer; url: string } | { ok: false; reason: string };

export const FETCH_IMAGE_DEFAULTS = {
  timeoutMs: 5000,
  maxBytes: LISTING_LIMITS.maxPhotoBytes,
  maxRedirects: 3,
} as const;

/** Fetches an image URL from an import file through the guard; never throws. */
export async function fetchImage(
  text: string,
  options: FetchImageOptions = {},
): Promise<FetchedImage> {
  const fetched = await guardedFetch(text, {
    ...options,
    timeoutMs: options.timeoutMs ?? FETCH_IMAGE_DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? FETCH_IMAGE_DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? FETCH_IMAGE_DEFAULTS.maxRedirects,
    accept: 'image/*',
  });
  if (!fetched.ok) return { ok: false, reason: fetched.reason };
  if (fetched.bytes.length === 0 || !sniffImageType(fetched.bytes)) {
    return { ok: false, reason: 'not an image' };
  }
  return { ok: true, bytes: fetched.bytes, url: fetched.url };
}
