import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import ngeohash from 'ngeohash';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startS3Local, type RunningS3 } from '#infra/local/stage/emulators/s3';
import type { Db } from '#lambdas/platform/db';
import { getListingTally, setListingTallies, talliesOf } from '#lambdas/listing/listing-state-repo';
import { putProfile } from '#lambdas/account/profiles-repo';
import { putUploadRecord } from '#lambdas/photo/uploads-repo';
import { readMailboxFiles } from '#lambdas/mail/mailbox-files';
import type { StoredMail } from '#lambdas/mail/mail-message';
import type { AuditEntry } from '#shared/admin/audit';
import {
  IMAGE_WIDTHS,
  imageVariantKey,
  listingPhotoUrl,
  processedVariantKey,
} from '#shared/image-keys';
import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import { auditPk } from '#shared/table-keys';
import { answerOf, apiEvent, type Answer, type Handler } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListing } from '#lambdas/listing/listing-writer';

/*
 * The admin listing handlers on the emulators: DynamoDB Local with the real table, s3rver with
 * the images bucket, the local mailbox, and the environment the handlers read. Handlers are
 * called as API Gateway would call them, with verified claims on the event.
 */

export type { Handler };

export type AdminEmulators = {
  table: LocalTable;
  db: Db;
  s3: S3Client;
  bucket: string;
  mailboxDir: string;
  stop(): Promise<void>;
};

export const SITE_ORIGIN = 'https://vanyard.example';

export async function startAdminEmulators(): Promise<AdminEmulators> {
  const table = await startLocalTable();
  const dataDir = mkdtempSync(join(tmpdir(), 'vy-admin-s3-'));
  const mailboxDir = mkdtempSync(join(tmpdir(), 'vy-admin-mail-'));
  const bucket = 'vanyard-test-images';
  const s3Emulator: RunningS3 = await startS3Local({ dataDir, buckets: [bucket] });
  Object.assign(process.env, {
    IMAGES_BUCKET: bucket,
    AWS_ENDPOINT_URL_S3: s3Emulator.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: mailboxDir,
    SITE_ORIGIN,
  });
  const s3 = new S3Client({
    endpoint: s3Emulator.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    table,
    db: table.db,
    s3,
    bucket,
    mailboxDir,
    stop: async () => {
      s3.destroy();
      await s3Emulator.stop();
      await table.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailboxDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in caller's verified claims, as the authorizer passes them. */
export type Caller = { userId: string; email: string; name: string; admin: boolean };

let people = 0;

export function anAdmin(): Caller {
  people += 1;
  return {
    userId: `admin-${people}`,
    email: `moderator${people}@vanyard.example`,
    name: `Moderator ${people}`,
    admin: true,
  };
}

/** A seller (a signed-in user outside the admin group) with a profile. */
export async function aSeller(db: Db, overrides: Partial<Profile> = {}): Promise<Caller> {
  people += 1;
  const profile: Profile = {
    id: `seller-${people}-${randomUUID().slice(0, 8)}`,
    email: `seller${people}@example.org`,
    full_name: `Seller Number ${people}`,
    phone_number: null,
    location: 'Leeds',
    website_url: null,
    // The listings storeListing makes are a dealer's (makeListing), and the account decides a
    // listing's seller type (decision 031): the seller's account is a trade one to match.
    seller_type: 'trade_dealer',
    created_at: new Date().toISOString(),
    ...overrides,
  };
  await putProfile(db, profile);
  return { userId: profile.id, email: profile.email, name: profile.full_name, admin: false };
}

function claimsOf(caller: Caller | undefined) {
  if (!caller) return undefined;
  return {
    sub: caller.userId,
    email: caller.email,
    name: caller.name,
    'cognito:groups': caller.admin ? '[admin]' : '',
  };
}

/** Calls a handler as API Gateway would, as `caller` (anonymous when undefined). */
export async function call(
  handler: Handler,
  method: string,
  path: string,
  options: {
    caller?: Caller;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  } = {},
): Promise<Answer> {
  return answerOf(
    handler,
    apiEvent(method, path, {
      pathParameters: options.params,
      query: options.query,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      claims: claimsOf(options.caller),
    }),
  );
}

/** Photo ids and their stored URLs for a listing whose files are its own. */
export function ownPhotos(listingId: string, count = 3) {
  const ids = Array.from({ length: count }, (_, i) => `photo${i + 1}${randomUUID().slice(0, 6)}`);
  return { ids, urls: ids.map((id) => listingPhotoUrl(listingId, id)) };
}

/**
 * A stored listing of `seller` (pending unless told otherwise) with 3 photos of its own, their
 * files in the bucket, and the seller's tally counting it.
 */
export async function storeListing(
  env: AdminEmulators,
  seller: Caller,
  overrides: Partial<Listing> = {},
): Promise<Listing> {
  const id = overrides.id ?? `van-${randomUUID().slice(0, 12)}`;
  const photos = ownPhotos(id);
  const now = new Date(Date.now() - 60_000).toISOString();
  const listing = aListing({
    id,
    user_id: seller.userId,
    approval_status: 'pending',
    status: 'active',
    image_urls: photos.urls,
    postcode: 'LS1 4AB',
    created_at: now,
    updated_at: now,
    views: 0,
    ...overrides,
  });
  // As the form stores it: the geohash of the point, so an unchanged form changes nothing.
  if (listing.latitude !== null && listing.longitude !== null) {
    listing.geohash = ngeohash.encode(listing.latitude, listing.longitude, 9);
  }
  await putListing(env.db, listing);
  for (const photoId of photos.ids)
    await putPhotoFiles(env, (w) => imageVariantKey(id, photoId, w));
  await addToTally(env.db, listing);
  return listing;
}

/** One more listing on its owner's tally, as the create route's transaction counts it. */
async function addToTally(db: Db, listing: Listing): Promise<void> {
  const tally = await getListingTally(db, listing.user_id);
  const added = talliesOf([listing]).get(listing.user_id)!;
  await setListingTallies(
    db,
    new Map([
      [listing.user_id, { active: tally.active + added.active, sold: tally.sold + added.sold }],
    ]),
  );
}

async function putPhotoFiles(env: AdminEmulators, keyOf: (width: number) => string) {
  for (const width of IMAGE_WIDTHS) {
    await env.s3.send(
      new PutObjectCommand({
        Bucket: env.bucket,
        Key: keyOf(width),
        Body: Buffer.from(`webp ${width}`),
        ContentType: 'image/webp',
      }),
    );
  }
}

/**
 * A finished upload of `uploader` (its record ready and its processed variants in the bucket),
 * as the photo processor leaves it: what the edit form attaches by id.
 */
export async function readyUpload(env: AdminEmulators, uploader: Caller): Promise<string> {
  const id = randomUUID();
  await putUploadRecord(env.db, {
    id,
    user_id: uploader.userId,
    status: 'ready',
    message: null,
    content_type: 'image/jpeg',
    size: 1234,
    created_at: new Date().toISOString(),
  });
  await putPhotoFiles(env, (width) => processedVariantKey(uploader.userId, id, width));
  return id;
}

export async function objectExists(env: AdminEmulators, key: string): Promise<boolean> {
  try {
    await env.s3.send(new HeadObjectCommand({ Bucket: env.bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

export async function objectText(env: AdminEmulators, key: string): Promise<string> {
  const object = await env.s3.send(new GetObjectCommand({ Bucket: env.bucket, Key: key }));
  return object.Body!.transformToString();
}

/** Every audit entry stored under a listing or a user, newest first. */
export async function auditUnder(
  db: Db,
  kind: 'listing' | 'user',
  id: string,
): Promise<AuditEntry[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPk(kind, id) },
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as AuditEntry[];
}

/** The mails sent to an address, newest first. */
export async function mailsTo(env: AdminEmulators, address: string): Promise<StoredMail[]> {
  return (await readMailboxFiles(env.mailboxDir)).filter((mail) => mail.to.includes(address));
}

/** The form the seller's and the admin's edit send, from a stored listing. */
export function formOf(listing: Listing, overrides: Record<string, unknown> = {}) {
  return {
    title: listing.title,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    engine_size_cc: listing.engine_size_cc,
    mileage: listing.mileage,
    condition: listing.condition,
    fuel_type: listing.fuel_type,
    transmission: listing.transmission,
    body_type: listing.body_type,
    colour: listing.colour ?? '',
    ulez_compliant: listing.ulez_compliant ?? false,
    price: listing.price,
    price_includes_vat: listing.price_includes_vat,
    price_negotiable: listing.price_negotiable,
    postcode: listing.postcode,
    location: 'Leeds',
    seller_type: listing.seller_type,
    description: listing.description,
    mot_expiry_date: listing.mot_expiry_date,
    service_history: listing.service_history,
    v5c_logbook_available: listing.v5c_logbook_available,
    hpi_clear: listing.hpi_clear,
    features: listing.features,
    photos: listing.image_urls.map((url) => url.split('/').at(-2)!),
    expected_updated_at: listing.updated_at,
    ...overrides,
  };
}
