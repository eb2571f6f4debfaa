import type { DealerPageResponse } from '../../dealer';
import { dealerSlugParams } from '../../dealer';
import { defineRoute, json } from '../contract';

export const dealerPageRoute = defineRoute({
  id: 'DealerPage',
  method: 'GET',
  path: '/api/dealers/{slug}',
  auth: 'public',
  params: dealerSlugParams,
  response: json<DealerPageResponse>(),
  description:
    "A trade dealer's public page: name, about, address, hours, website, member since, number of vans; 404 when unknown, not trade or hidden. An older slug answers with the current one.",
});
