import { importSavedVansBodySchema, type ImportSavedVansResponse } from '../../saved-vans';
import { RATE_LIMITS } from '../rate-limits';
import { defineRoute, json } from '../contract';

export const importSavedVansRoute = defineRoute({
  id: 'ImportSavedVans',
  method: 'POST',
  path: '/api/me/saved-vans/import',
  auth: 'user',
  account: 'enabled',
  body: importSavedVansBodySchema,
  // 500 vans of about 90 bytes each.
  maxBodyBytes: 64 * 1024,
  rateLimit: RATE_LIMITS.savedVansImport,
  response: json<ImportSavedVansResponse>(),
  description:
    "Moves the browser's saved vans into the signed-in account at sign-in: merged, never duplicated, as many as the list has room for.",
});
