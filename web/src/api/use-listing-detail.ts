import type { EnquiryRequest } from '#shared/listing-detail';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingEnquiryRoute } from '#shared/api/routes/listing-enquiry';
import { listingPhoneRoute } from '#shared/api/routes/listing-phone';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { listingViewsRoute } from '#shared/api/routes/listing-views';
import { callApi } from './client';
import { useApi } from './use-api';

export function useListingDetail(id: string) {
  return useApi(listingDetailRoute, { path: { id } });
}

/** Similar vans, asked for only when `enabled` (a live listing). */
export function useSimilarListings(id: string, enabled: boolean) {
  return useApi(listingSimilarRoute, enabled ? { path: { id } } : null);
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
