import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { createConfirmedUser, grantAdmin } from '#infra/local/stage/auth/cognito-users';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import type { ListingFormInput } from '#shared/listing-form';
import type { PresignedUpload, UploadStatus } from '#shared/own-listings';
import type { LocalStage } from '#infra/local/stage/stage';
import { putListing } from '#lambdas/listing/listing-writer';

/** What these helpers use of a stage: the test stage's or the bench's. */
type TestStage = Pick<LocalStage, 'url' | 'endpoints' | 'userPool' | 'tableName'>;

/** A signed-in account on the test stage: its user id and ID token. */
export type Seller = { email: string; userId: string; token: string };

const PASSWORD = 'seller-pass-2026';
let accounts = 0;

export function stageDb(stage: TestStage): { db: Db; destroy: () => void } {
  const raw = new DynamoDBClient({
    endpoint: stage.endpoints.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const client = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { db: { client, tableName: stage.tableName }, destroy: () => raw.destroy() };
}

/** A confirmed account, signed in (an admin when asked). */
export async function newSeller(
  stage: TestStage,
  options: { admin?: boolean } = {},
): Promise<Seller> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stage.endpoints.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const email = `seller${++accounts}.${Date.now()}@example.org`;
    await createConfirmedUser(cognito, stage.userPool.id, {
      email,
      password: PASSWORD,
      fullName: `Seller ${accounts}`,
    });
    if (options.admin) await grantAdmin(cognito, stage.userPool.id, email);
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: stage.userPool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
      }),
    );
    const token = result.AuthenticationResult!.IdToken!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
    };
    return { email, userId: claims.sub, token };
  } finally {
    cognito.destroy();
  }
}

/** A request to the stage's gateway, as the SPA makes it. */
export async function api(
  stage: TestStage,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
  // The tests read any answer's fields (ids, error codes) without declaring each shape first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stage.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // A JSON answer parsed; any other (a CSV download) as its text.
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: text ? (json ? JSON.parse(text) : text) : null };
}

/** A real JPEG of this size, one colour per call so photos differ. */
export async function aJpeg(width = 800, height = 600, hue = 0): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: (hue * 37) % 255, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

/** Sends a file to a presigned POST as the browser does (multipart: fields, then the file). */
export async function postToS3(
  upload: PresignedUpload,
  file: Buffer,
  type: string,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'photo.jpg');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Waits for the photo processor's verdict on an upload. */
export async function uploadVerdict(
  stage: TestStage,
  seller: Seller,
  id: string,
): Promise<UploadStatus> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const { body } = await api(stage, 'GET', `/api/me/uploads/${id}`, { token: seller.token });
    if (body?.status && body.status !== 'processing') return body as UploadStatus;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`upload ${id} still processing`);
}

/** Uploads photos through the real path (presign, POST to s3rver, processor) and returns their ids. */
export async function readyPhotos(
  stage: TestStage,
  seller: Seller,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const file = await aJpeg(640 + index * 8, 480, index + ids.length);
    const presign = await api(stage, 'POST', '/api/me/uploads', {
      token: seller.token,
      body: { content_type: 'image/jpeg', size: file.length },
    });
    if (presign.status !== 201)
      throw new Error(`presign: ${presign.status} ${JSON.stringify(presign.body)}`);
    const upload = presign.body as PresignedUpload;
    const posted = await postToS3(upload, file, 'image/jpeg');
    if (posted >= 300) throw new Error(`POST to S3: ${posted}`);
    const verdict = await uploadVerdict(stage, seller, upload.id);
    if (verdict.status !== 'ready') throw new Error(`photo ${upload.id}: ${verdict.message}`);
    ids.push(upload.id);
  }
  return ids;
}

/** A complete, valid form (override any field). */
export function aListingForm(photos: string[], overrides: Partial<ListingFormInput> = {}) {
  return {
    title: '2020 Ford Transit Custom 280 L1',
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    engine_size_cc: 1995,
    mileage: 48_000,
    condition: 'used',
    fuel_type: 'diesel',
    transmission: 'manual',
    body_type: 'panel_van',
    ulez_compliant: true,
    price: 16_495,
    price_includes_vat: false,
    price_negotiable: true,
    postcode: 'm19ab',
    location: 'Manchester',
    seller_type: 'private_seller',
    description:
      'One owner from new, full Ford service history, ply lined, three seats, new tyres all round.',
    mot_expiry_date: '2027-05-01',
    colour: 'White',
    service_history: 'full',
    v5c_logbook_available: true,
    hpi_clear: true,
    features: ['Ply Lining', 'Bluetooth / AUX / USB'],
    photos,
    ...overrides,
  } satisfies ListingFormInput;
}

/** Moderation's approve, for tests until the admin screens exist: approved and active. */
export async function approve(db: Db, id: string): Promise<void> {
  const listing = await getListing(db, id);
  if (!listing) throw new Error(`no listing ${id}`);
  await putListing(db, { ...listing, approval_status: 'approved', status: 'active' });
}
