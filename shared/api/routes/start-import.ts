import { importIdParams, importStatusSchema } from '../../csv-import/imports';
import { defineRoute, json } from '../contract';

export const startImportRoute = defineRoute({
  id: 'StartImport',
  method: 'POST',
  path: '/api/me/imports/{id}/start',
  auth: 'user',
  account: 'enabled',
  params: importIdParams,
  response: json(importStatusSchema),
  description:
    'Starts the import run once its file has arrived; a repeated start runs nothing twice.',
});
