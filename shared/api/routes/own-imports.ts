import { importListSchema } from '../../csv-import/imports';
import { defineRoute, json } from '../contract';

export const ownImportsRoute = defineRoute({
  id: 'OwnImports',
  method: 'GET',
  path: '/api/me/imports',
  auth: 'user',
  account: 'disabled-allowed',
  response: json(importListSchema),
  description: "The caller's imports of the last 30 days, newest first, running ones included.",
});
