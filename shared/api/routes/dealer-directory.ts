import type { DealerDirectoryResponse } from '../../dealer';
import { defineRoute, json } from '../contract';

export const dealerDirectoryRoute = defineRoute({
  id: 'DealerDirectory',
  method: 'GET',
  path: '/api/dealers',
  auth: 'public',
  response: json<DealerDirectoryResponse>(),
  description: 'Every visible dealer page with its town and number of vans (/dealers, by town).',
});
