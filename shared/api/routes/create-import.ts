import { createImportSchema, importUploadSchema } from '../../csv-import/imports';
import { defineRoute, json } from '../contract';

export const createImportRoute = defineRoute({
  id: 'CreateImport',
  method: 'POST',
  path: '/api/me/imports',
  auth: 'user',
  body: createImportSchema,
  response: json(importUploadSchema),
  description:
    "Starts a CSV import of the caller's listings: the import record and a presigned POST for the file.",
});
