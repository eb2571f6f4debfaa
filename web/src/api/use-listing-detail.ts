import type {
  EnquiryRequest,
  ListingDetailResponse,
  SimilarResponse,
} from '#shared/listing-detail';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingEnquiryRoute } from '#shared/api/routes/listing-enquiry';
import { listingPhoneRoute } from '#shared/api/routes/listing-phone';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { listingViewsRoute } from '#shared/api/routes/listing-views';
import { callApi } from './client';
import type { LoadedAnswer } from './loaded-answer';
import { useAnswerSeed } from './loader-seed';
import { apiKey, useApi } from './use-api';

/**
 * What the listing route's loader gives its page on the server and while it hydrates
 * (routes/listing-detail.tsx): the listing's answer and, for a live listing, its similar vans.
 */
export type ListingLoaded = {
  detail: LoadedAnswer<ListingDetailResponse>;
  similar?: LoadedAnswer<SimilarResponse>;
};

/** `loaded`: the route loader's answer (routes/listing-detail.tsx), undefined after a navigation. */
export function useListingDetail(id: string, loaded?: LoadedAnswer<ListingDetailResponse>) {
  const input = { path: { id } };
  return useApi(
    listingDetailRoute,
    input,
    useAnswerSeed(apiKey(listingDetailRoute, input), loaded),
  );
}

/** Similar vans, asked for only when `enabled` (a live listing). */
export function useSimilarListings(
  id: string,
  enabled: boolean,
  loaded?: LoadedAnswer<SimilarResponse>,
) {
  const input = enabled ? { path: { id } } : null;
  const key = input ? apiKey(listingSimilarRoute, input) : null;
  return useApi(listingSimilarRoute, input, useAnswerSeed(key, loaded));
}

/** Not cached by SWR: each reveal is one counted, rate-limited request. */
export async function fetchSellerPhone(id: string): Promise<string> {
  const { phone } = await callApi(listingPhoneRoute, { path: { id } });
  return phone;
}

export async function sendEnquiry(id: string, enquiry: EnquiryRequest): Promise<void> {
  await callApi(listingEnquiryRoute, { path: { id }, body: enquiry });
}

export async function recordView(id: string): Promise<void> {
  await callApi(listingViewsRoute, { path: { id } });
}
