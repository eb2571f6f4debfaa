import { performanceQuerySchema } from '../../performance';
import { defineRoute, text } from '../contract';

export const ownPerformanceCsvRoute = defineRoute({
  id: 'OwnPerformanceCsv',
  method: 'GET',
  path: '/api/me/performance/csv',
  auth: 'user',
  account: 'disabled-allowed',
  query: performanceQuerySchema,
  response: text('text/csv; charset=utf-8'),
  description:
    "The signed-in seller's daily figures as a CSV file: a header row, then one row per UK day (ISO dates), oldest first.",
});
