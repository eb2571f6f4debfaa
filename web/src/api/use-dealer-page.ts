import type { DealerDirectoryResponse, DealerPageResponse } from '#shared/dealer';
import type { SearchResponse } from '#shared/search/response';
import { dealerDirectoryRoute } from '#shared/api/routes/dealer-directory';
import { dealerPageRoute } from '#shared/api/routes/dealer-page';
import { dealerPhoneRoute } from '#shared/api/routes/dealer-phone';
import { callApi } from './client';
import type { LoadedAnswer } from './loaded-answer';
import { useAnswerSeed } from './loader-seed';
import { apiKey, useApi } from './use-api';

/**
 * What the dealer route's loader gives its page (routes/dealer.tsx): the dealer and, for a
 * dealer that exists, the search of its stock for the URL's filters.
 */
export type DealerLoaded = {
  dealer: LoadedAnswer<DealerPageResponse>;
  search?: LoadedAnswer<SearchResponse>;
};

/** `loaded`: the route loader's answer, undefined after a navigation. */
export function useDealerPage(slug: string, loaded?: LoadedAnswer<DealerPageResponse>) {
  const input = { path: { slug } };
  return useApi(dealerPageRoute, input, useAnswerSeed(apiKey(dealerPageRoute, input), loaded));
}

export function useDealerDirectory(loaded?: LoadedAnswer<DealerDirectoryResponse>) {
  return useApi(dealerDirectoryRoute, {}, useAnswerSeed(apiKey(dealerDirectoryRoute, {}), loaded));
}

/** Not cached by SWR: each reveal is one counted, rate-limited request. */
export async function fetchDealerPhone(slug: string): Promise<string> {
  const { phone } = await callApi(dealerPhoneRoute, { path: { slug } });
  return phone;
}
