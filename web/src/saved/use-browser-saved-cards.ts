import useSWR from 'swr';
import { compareListingsRoute } from '#shared/api/routes/compare-listings';
import { CARDS_REQUEST_LIMIT, type CompareItem } from '#shared/compare';
import { callApi } from '../api/client';

async function cardsOf(ids: readonly string[]): Promise<CompareItem[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += CARDS_REQUEST_LIMIT) {
    chunks.push(ids.slice(start, start + CARDS_REQUEST_LIMIT));
  }
  const answers = await Promise.all(
    chunks.map((chunk) => callApi(compareListingsRoute, { query: { ids: chunk.join(',') } })),
  );
  return answers.flatMap((answer) => answer.items);
}

/**
 * Fresh cards for the vans saved in this browser, from the public compare route (the search
 * index: no table read), as many requests as its limit of ids a request needs.
 */
export function useBrowserSavedCards(ids: readonly string[] | null) {
  return useSWR(ids && ids.length > 0 ? ['saved-cards', ids.join(',')] : null, () =>
    cardsOf(ids ?? []),
  );
}
