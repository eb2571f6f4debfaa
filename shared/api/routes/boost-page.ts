import { boostPageSchema } from '../../payments';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const boostPageRoute = defineRoute({
  id: 'BoostPage',
  method: 'GET',
  path: '/api/me/listings/{id}/boost',
  auth: 'user',
  account: 'disabled-allowed',
  params: listingIdParams,
  response: json(boostPageSchema),
  description: "The boost page: the seller's own live listing and the boosts running on it.",
});
