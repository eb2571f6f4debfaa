import { createImportSchema, importUploadSchema } from '../../csv-import/imports';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const createImportRoute = defineRoute({
  id: 'CreateImport',
  method: 'POST',
  path: '/api/me/imports',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.importCreate,
  body: createImportSchema,
  response: json(importUploadSchema),
  description:
    "Starts a CSV import of the caller's listings: the import record and a presigned POST for the file.",
});
