import { marketQuerySchema, type MarketEstimate } from '../../valuation/market';
import { defineRoute, json } from '../contract';

export const marketValuationRoute = defineRoute({
  id: 'MarketValuation',
  method: 'GET',
  path: '/api/valuations/market',
  auth: 'public',
  // Made per request: the year limits follow the calendar.
  query: () => marketQuerySchema(),
  response: json<MarketEstimate>(),
  description:
    'Asking prices of comparable live vans (same make and model, similar year and mileage).',
});
