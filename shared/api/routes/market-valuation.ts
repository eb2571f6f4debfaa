import { marketQuerySchema, type MarketEstimate } from '../../valuation/market';
import { dailySchema, defineRoute, json } from '../contract';

export const marketValuationRoute = defineRoute({
  id: 'MarketValuation',
  method: 'GET',
  path: '/api/valuations/market',
  auth: 'public',
  // The year limits follow the calendar: made again each day.
  query: dailySchema((now) => marketQuerySchema(now)),
  response: json<MarketEstimate>(),
  description:
    'Asking prices of comparable live vans (same make and model, similar year and mileage).',
});
