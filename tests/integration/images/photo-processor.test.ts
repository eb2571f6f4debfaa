/**
 * The photo processor end to end on the local stage: a browser-style presigned POST to s3rver,
 * s3rver's ObjectCreated:Post event, the stage's S3 notifications worker, the real handler
 * module, DynamoDB Local and s3rver. Variants are read back and inspected with sharp.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Event } from 'aws-lambda';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_PROCESSOR } from '#infra/stack/definitions/image-pipeline';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { onS3ObjectEvent, type S3rverEventRecord } from '#infra/local/stage/emulators/s3';
import { awsS3EventRecord } from '#infra/local/stage/workers/s3-notifications';
import { handler } from '#lambdas/handlers/process-uploaded-photo';
import { processUploadedPhoto } from '#lambdas/photo/process-uploaded-photo';
import {
  IMAGE_WIDTHS,
  processedVariantKey,
  PROCESSED_PREFIX,
  uploadObjectKey,
} from '#shared/image-keys';
import { PHOTO_REJECTIONS, type PhotoRejection } from '#shared/photo-rejections';
import { uploadKey } from '#shared/table-keys';
import { freePort } from '#infra/local/stage/ports';
import { stageS3Client, type TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import {
  cameraJpeg,
  gpsOfExif,
  heicContainer,
  NOT_IMAGES,
  pngBomb,
} from '../../unit/images/photo-fixtures';

const USER = 'seller-0a1b2c3d';

describe('photo processor on the local stage', () => {
  let stage: TestStage;
  let s3: S3Client;
  let documents: DynamoDBDocumentClient;
  const events: S3rverEventRecord[] = [];
  let unsubscribe: () => void;

  beforeAll(async () => {
    stage = await sharedTestStage();
    s3 = stageS3Client(stage);
    documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stage.endpoints.dynamodb,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      }),
    );
    unsubscribe = onS3ObjectEvent(stage.endpoints.s3, (record) => events.push(record));
  });

  afterAll(async () => {
    unsubscribe?.();
    s3?.destroy();
    documents?.destroy();
  });

  /** The record the presign route writes before it signs the POST. */
  async function presignRecord(uploadId: string, contentType: string, size: number) {
    const now = new Date();
    await documents.send(
      new PutCommand({
        TableName: stage.tableName,
        Item: {
          ...uploadKey(USER, uploadId),
          id: uploadId,
          user_id: USER,
          status: 'processing',
          message: null,
          content_type: contentType,
          size,
          created_at: now.toISOString(),
          expires_at: Math.floor(now.getTime() / 1000) + 24 * 3600,
        },
      }),
    );
  }

  /** A browser's presigned POST: multipart form, the policy's fields, then the file. */
  async function browserPost(uploadId: string, file: Buffer, contentType: string) {
    const { url, fields } = await createPresignedPost(
      s3 as Parameters<typeof createPresignedPost>[0],
      {
        Bucket: stage.buckets.images,
        Key: uploadObjectKey(USER, uploadId),
        Conditions: [['content-length-range', 1, 5_242_880]],
        Fields: { 'Content-Type': contentType },
        Expires: 300,
      },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'photo.jpg');
    const response = await fetch(url, { method: 'POST', body: form });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(300);
  }

  /** Presigns, uploads as a browser does, and waits for the local workers to finish. */
  async function upload(file: Buffer, contentType = 'image/jpeg', record = true) {
    const uploadId = randomUUID();
    if (record) await presignRecord(uploadId, contentType, file.length);
    await browserPost(uploadId, file, contentType);
    await stage.search.drain();
    return uploadId;
  }

  async function recordOf(uploadId: string) {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: stage.tableName,
        Key: uploadKey(USER, uploadId),
        ConsistentRead: true,
      }),
    );
    return Item;
  }

  async function exists(key: string): Promise<boolean> {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: stage.buckets.images, Key: key }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return false;
      throw error;
    }
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: stage.buckets.images, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }

  async function variant(uploadId: string, width: number) {
    const object = await s3.send(
      new GetObjectCommand({
        Bucket: stage.buckets.images,
        Key: processedVariantKey(USER, uploadId, width),
      }),
    );
    const body = Buffer.from(await object.Body!.transformToByteArray());
    return { object, body, meta: await sharp(body).metadata() };
  }

  it('turns a phone JPEG with GPS into upright WebP variants with no metadata, and deletes it', async () => {
    // 3000 x 2000 stored sideways (orientation 6): the photo is portrait, 2000 x 3000.
    const input = await cameraJpeg({ width: 3000, height: 2000, orientation: 6, sigma: 20 });
    const source = await sharp(input).metadata();
    expect(source.orientation).toBe(6);
    expect(gpsOfExif(source.exif)).toEqual({ latitudeRef: 'N', latitude: [51, 28, 38] });

    const uploadId = await upload(input);

    // s3rver reported a browser POST, and the worker ran the processor on it by itself.
    expect(
      events.some(
        (e) =>
          e.eventName === 'ObjectCreated:Post' &&
          e.s3.object.key === uploadObjectKey(USER, uploadId),
      ),
    ).toBe(true);
    expect(await recordOf(uploadId)).toMatchObject({
      status: 'ready',
      message: null,
      width: 1280,
      height: 1920,
    });
    expect(await exists(uploadObjectKey(USER, uploadId))).toBe(false);
    expect(await keysUnder(`${PROCESSED_PREFIX}${USER}/${uploadId}/`)).toEqual(
      IMAGE_WIDTHS.map((w) => processedVariantKey(USER, uploadId, w)).sort(),
    );

    const sizes = { 320: [320, 480], 640: [640, 960], 1280: [1280, 1920] } as const;
    for (const width of IMAGE_WIDTHS) {
      const { object, body, meta } = await variant(uploadId, width);
      expect(object.ContentType).toBe('image/webp');
      expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual(sizes[width]);
      expect(meta.height).toBeGreaterThan(meta.width); // portrait: the orientation applied
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(body.includes(Buffer.from('VanYard Test Camera'))).toBe(false);
    }
  });

  it('never enlarges a small photo', async () => {
    const uploadId = await upload(await cameraJpeg({ width: 500, height: 375 }));
    expect(await recordOf(uploadId)).toMatchObject({ status: 'ready', width: 500, height: 375 });
    for (const width of IMAGE_WIDTHS) {
      const { meta } = await variant(uploadId, width);
      expect([meta.width, meta.height]).toEqual(width === 320 ? [320, 240] : [500, 375]);
    }
  });

  const badFiles: Array<[string, () => Promise<Buffer> | Buffer, PhotoRejection]> = [
    ['a Windows .exe renamed .jpg', () => NOT_IMAGES['Windows .exe (MZ/PE)']!, 'notAnImage'],
    ['a PDF renamed .jpg', () => NOT_IMAGES['PDF document']!, 'notAnImage'],
    [
      'a 6 MB file (a JPEG padded past the limit)',
      async () =>
        Buffer.concat([await cameraJpeg({ width: 64, height: 64 }), Buffer.alloc(6 * 1024 * 1024)]),
      'tooLarge',
    ],
    ['a 20,000 x 20,000 PNG (decompression bomb)', () => pngBomb(20_000, 20_000), 'tooManyPixels'],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await cameraJpeg({ width: 1200, height: 900 });
        return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      },
      'unreadable',
    ],
    ['an iPhone HEIC (no HEVC decoder here)', () => heicContainer(), 'heicUnsupported'],
  ];

  it.each(badFiles)(
    'refuses %s: failed with its message, no variants, no original',
    async (_, make, rejection) => {
      const uploadId = await upload(await make());
      expect(await recordOf(uploadId)).toMatchObject({
        status: 'failed',
        message: PHOTO_REJECTIONS[rejection],
      });
      expect(await exists(uploadObjectKey(USER, uploadId))).toBe(false);
      expect(await keysUnder(`${PROCESSED_PREFIX}${USER}/${uploadId}/`)).toEqual([]);
    },
  );

  it('deletes an object nobody presigned and writes nothing', async () => {
    const uploadId = await upload(
      await cameraJpeg({ width: 400, height: 300 }),
      'image/jpeg',
      false,
    );
    expect(await exists(uploadObjectKey(USER, uploadId))).toBe(false);
    expect(await keysUnder(`${PROCESSED_PREFIX}${USER}/${uploadId}/`)).toEqual([]);
    expect(await recordOf(uploadId)).toBeUndefined();
  });

  it('leaves a ready upload as it is when its event comes again, and deletes a second upload to its key', async () => {
    const uploadId = await upload(await cameraJpeg({ width: 800, height: 600 }));
    const before = await recordOf(uploadId);
    expect(before).toMatchObject({ status: 'ready', width: 800, height: 600 });
    const etags = async () =>
      Promise.all(IMAGE_WIDTHS.map(async (w) => (await variant(uploadId, w)).object.ETag));
    const variantsBefore = await etags();

    // The same event delivered again (Lambda's at-least-once), straight to the handler.
    const redelivered: S3Event = {
      Records: [
        awsS3EventRecord(
          {
            eventName: 'ObjectCreated:Post',
            eventTime: new Date().toISOString(),
            s3: {
              bucket: { name: stage.buckets.images },
              object: { key: uploadObjectKey(USER, uploadId), sequencer: '1' },
            },
          },
          PHOTO_PROCESSOR.id,
        ),
      ],
    };
    await handler(redelivered);
    // Another file put at the same key after the verdict: deleted, never processed.
    await s3.send(
      new PutObjectCommand({
        Bucket: stage.buckets.images,
        Key: uploadObjectKey(USER, uploadId),
        Body: NOT_IMAGES['Linux ELF binary'],
        ContentType: 'image/jpeg',
      }),
    );
    await stage.search.drain();

    expect(await recordOf(uploadId)).toEqual(before);
    expect(await etags()).toEqual(variantsBefore);
    expect(await exists(uploadObjectKey(USER, uploadId))).toBe(false);
  });

  it('ignores objects outside uploads/{user}/{uuid} and events of other buckets', async () => {
    const odd = 'uploads/not-a-uuid.jpg';
    await s3.send(
      new PutObjectCommand({ Bucket: stage.buckets.images, Key: odd, Body: Buffer.from('x') }),
    );
    await stage.search.drain();
    expect(await exists(odd)).toBe(true);
    const deps = { db: { client: documents, tableName: stage.tableName }, s3, bucket: 'other' };
    expect(
      await processUploadedPhoto(deps, {
        bucket: stage.buckets.images,
        key: uploadObjectKey(USER, randomUUID()),
      }),
    ).toEqual({ outcome: 'ignored', reason: 'another bucket' });
  });

  it('throws when DynamoDB or S3 cannot be reached, so Lambda retries; nothing is settled', async () => {
    const uploadId = randomUUID();
    await presignRecord(uploadId, 'image/jpeg', 1000);
    const nowhere = { endpoint: `http://127.0.0.1:${await freePort()}`, maxAttempts: 1 };
    const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, ...nowhere };
    const deadDb = DynamoDBDocumentClient.from(new DynamoDBClient(client));
    const deadS3 = new S3Client({ ...client, forcePathStyle: true });
    const db = { client: documents, tableName: stage.tableName };
    const object = { bucket: stage.buckets.images, key: uploadObjectKey(USER, uploadId) };
    try {
      await expect(
        processUploadedPhoto(
          { db: { ...db, client: deadDb }, s3, bucket: stage.buckets.images },
          object,
        ),
      ).rejects.toThrow();
      // The record is read, then S3 fails: an error, not a verdict on the photo.
      await expect(
        processUploadedPhoto({ db, s3: deadS3, bucket: stage.buckets.images }, object),
      ).rejects.toThrow();
    } finally {
      deadDb.destroy();
      deadS3.destroy();
    }
    expect(await recordOf(uploadId)).toMatchObject({ status: 'processing', message: null });
  });
});
