import { dismissReportsSchema, type DismissReportsResponse } from '../../reports';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const adminDismissReportsRoute = defineRoute({
  id: 'AdminDismissReports',
  method: 'POST',
  path: '/api/admin/listings/{id}/reports/dismiss',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  body: dismissReportsSchema,
  response: json<DismissReportsResponse>(),
  description:
    "Dismisses a listing's open reports; a listing they hid from search comes back to it.",
});
