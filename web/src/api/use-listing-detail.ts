import useSWR from 'swr';
import type {
  EnquiryRequest,
  ListingDetailResponse,
  PhoneResponse,
  SimilarResponse,
} from '../../../shared/listing-detail';
import { fetchJson, postJson } from './fetch-json';

const listingUrl = (id: string) => `/api/listings/${encodeURIComponent(id)}`;

/** The handler builds the answer with the shared types; only the envelope is checked here. */
async function fetchDetail(url: string): Promise<ListingDetailResponse> {
  const body = (await fetchJson(url)) as Partial<ListingDetailResponse> | null;
  if (body?.availability !== 'live' && body?.availability !== 'unavailable') {
    throw new Error(`Unexpected answer from ${url}`);
  }
  return body as ListingDetailResponse;
}

export function useListingDetail(id: string) {
  return useSWR(listingUrl(id), fetchDetail);
}

async function fetchSimilar(url: string): Promise<SimilarResponse> {
  const body = (await fetchJson(url)) as Partial<SimilarResponse> | null;
  if (!Array.isArray(body?.items)) throw new Error(`Unexpected answer from ${url}`);
  return body as SimilarResponse;
}

/** Similar vans, asked for only when `enabled` (a live listing: spec 01 section 4). */
export function useSimilarListings(id: string, enabled: boolean) {
  return useSWR(enabled ? `${listingUrl(id)}/similar` : null, fetchSimilar);
}

/** Not cached by SWR: each reveal is one counted, rate-limited request. */
export async function fetchSellerPhone(id: string): Promise<string> {
  const body = (await fetchJson(`${listingUrl(id)}/phone`)) as Partial<PhoneResponse> | null;
  if (typeof body?.phone !== 'string') throw new Error('Unexpected answer from /phone');
  return body.phone;
}

export async function sendEnquiry(id: string, enquiry: EnquiryRequest): Promise<void> {
  await postJson(`${listingUrl(id)}/enquiries`, enquiry);
}

export async function recordView(id: string): Promise<void> {
  await postJson(`${listingUrl(id)}/views`);
}
