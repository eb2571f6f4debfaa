import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ListingFormInput } from '#shared/listing-form';
import type { OwnListing, PresignedUpload, UploadStatus } from '#shared/own-listings';
import { idToken, type Credentials } from './boosts';

/*
 * A seller's listing made through the API the form uses (decision 058): photos presigned, sent
 * to s3rver and converted by the photo processor, then the listing created. For tests that
 * need a listing to work on; the form itself is covered by seller-listings.spec.ts.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What fillListingForm (listing-form.ts) enters: a 2021 Ford Transit Custom in Manchester. */
function formInput(title: string, photos: string[]): ListingFormInput {
  return {
    title,
    make: 'Ford',
    model: 'Transit Custom',
    year: 2021,
    engine_size_cc: 1995,
    mileage: 38_000,
    condition: 'used',
    fuel_type: 'diesel',
    transmission: 'manual',
    body_type: 'panel_van',
    colour: 'Silver',
    ulez_compliant: true,
    price: 18_995,
    price_includes_vat: false,
    price_negotiable: false,
    postcode: 'm19ab',
    location: 'Manchester',
    description:
      'One owner from new, full Ford service history, ply lined with racking, tow bar and two keys.',
    mot_expiry_date: null,
    service_history: null,
    v5c_logbook_available: false,
    hpi_clear: false,
    features: [],
    photos,
  };
}

/** Uploads one photo file as the form does and waits until the processor has made it ready. */
async function readyPhoto(request: APIRequestContext, token: string, file: string) {
  const body = readFileSync(file);
  const presign = await request.post('/api/me/uploads', {
    headers: bearer(token),
    data: { content_type: 'image/jpeg', size: body.length },
  });
  expect(presign.status(), await presign.text()).toBe(201);
  const upload = (await presign.json()) as PresignedUpload;
  // Multipart as the browser sends it: the presigned fields, then the file.
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), 'van.jpg');
  const posted = await fetch(new URL(upload.url, presign.url()), { method: 'POST', body: form });
  await posted.arrayBuffer();
  expect(posted.status).toBeLessThan(300);
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/me/uploads/${upload.id}`, {
          headers: bearer(token),
        });
        return ((await status.json()) as UploadStatus).status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return upload.id;
}

/** A new listing (pending review) of the account, with these photos; its id. */
export async function createListingWithApi(
  request: APIRequestContext,
  account: Credentials,
  title: string,
  photos: string[],
  /** Fields other than the form's defaults (a stock reference). */
  overrides: Partial<ListingFormInput> = {},
): Promise<string> {
  const token = await idToken(request, account);
  const ids: string[] = [];
  // One at a time, in order: the first is the main photo, as in the form.
  for (const file of photos) ids.push(await readyPhoto(request, token, file));
  const created = await request.post('/api/me/listings', {
    headers: bearer(token),
    data: { ...formInput(title, ids), ...overrides, idempotency_key: randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as OwnListing).id;
}
