import { marketValuationRoute } from '#shared/api/routes/market-valuation';
import { useApi } from '../api/use-api';

export type MarketRequest = { make: string; model: string; year: number; mileage: number };

function marketQuery(request: MarketRequest) {
  return {
    make: request.make,
    model: request.model,
    year: String(request.year),
    mileage: String(request.mileage),
  };
}

/** Comparable vans' asking prices; asked for once the form is sent (`request` set). */
export function useMarketEstimate(request: MarketRequest | null) {
  return useApi(marketValuationRoute, request ? { query: marketQuery(request) } : null, {
    revalidateOnFocus: false,
  });
}
