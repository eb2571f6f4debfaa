import { createAdminImportSchema, importUploadSchema } from '../../csv-import/imports';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const adminCreateImportRoute = defineRoute({
  id: 'AdminCreateImport',
  method: 'POST',
  path: '/api/admin/imports',
  auth: 'admin',
  account: 'enabled',
  rateLimit: RATE_LIMITS.importCreate,
  body: createAdminImportSchema,
  response: json(importUploadSchema),
  description: 'Starts a CSV import for any account (the owner of the listings), by an admin.',
});
