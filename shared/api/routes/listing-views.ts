import { defineRoute, empty } from '../contract';
import { listingIdParams } from '../params';

export const listingViewsRoute = defineRoute({
  id: 'ListingViews',
  method: 'POST',
  path: '/api/listings/{id}/views',
  auth: 'public',
  params: listingIdParams,
  response: empty,
  description: "Adds one to a live listing's view count.",
});
