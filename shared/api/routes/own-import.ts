import { importIdParams, importStatusSchema } from '../../csv-import/imports';
import { defineRoute, json } from '../contract';

export const ownImportRoute = defineRoute({
  id: 'OwnImport',
  method: 'GET',
  path: '/api/me/imports/{id}',
  auth: 'user',
  account: 'disabled-allowed',
  params: importIdParams,
  response: json(importStatusSchema),
  description:
    "An import's progress, row errors and summary (its owner and the admin who made it).",
});
