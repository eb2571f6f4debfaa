import useSWR from 'swr';
import type { MarketEstimate } from '../../../shared/valuation/market';
import { fetchJson } from '../api/fetch-json';

export type MarketRequest = { make: string; model: string; year: number; mileage: number };

export function marketUrl(request: MarketRequest): string {
  const query = new URLSearchParams({
    make: request.make,
    model: request.model,
    year: String(request.year),
    mileage: String(request.mileage),
  });
  return `/api/valuations/market?${query}`;
}

async function fetchEstimate(url: string): Promise<MarketEstimate> {
  const body = (await fetchJson(url)) as Partial<MarketEstimate> | null;
  if (typeof body?.comparables !== 'number') throw new Error(`Unexpected answer from ${url}`);
  return body as MarketEstimate;
}

/** Comparable vans' asking prices; asked for once the form is sent (`request` set). */
export function useMarketEstimate(request: MarketRequest | null) {
  return useSWR(request ? marketUrl(request) : null, fetchEstimate, {
    revalidateOnFocus: false,
  });
}
