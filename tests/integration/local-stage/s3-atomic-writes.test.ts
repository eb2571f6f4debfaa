import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { startS3Local } from '#infra/local/stage/emulators/s3';

const BUCKET = 'atomic-test';
// Two versions of one file, of very different sizes, each recognisable whole.
const LARGE = 'L'.repeat(3 * 1024 * 1024);
const SMALL = 's'.repeat(40 * 1024);

describe('s3rver on the local stage replaces an object atomically, as S3 does', () => {
  let s3rver: RunningEmulator;
  let client: S3Client;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vanyard-s3-atomic-'));
    s3rver = await startS3Local({ dataDir: dir, buckets: [BUCKET] });
    client = new S3Client({
      endpoint: s3rver.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
      requestHandler: { requestTimeout: 5000 },
    });
  });

  afterAll(async () => {
    client?.destroy();
    await s3rver?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const put = (body: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'sitemap.xml',
        Body: body,
        ContentType: 'text/plain',
      }),
    );
  const read = async () => {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'sitemap.xml' }));
    return object.Body!.transformToString('utf-8');
  };

  it('never lets a reader see a half-written file or wait for bytes that never come', async () => {
    await put(LARGE);
    const reads: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 30; i++) await put(i % 2 === 0 ? SMALL : LARGE);
      writing = false;
    })();
    const readers = Array.from({ length: 3 }, async () => {
      while (writing) reads.push(await read());
    });
    await Promise.all([writer, ...readers]);
    expect(reads.length).toBeGreaterThan(10);
    for (const body of reads) expect(body === LARGE || body === SMALL).toBe(true);
  });

  it('leaves no temporary file behind and keeps listing and ranged reads working', async () => {
    await put(SMALL);
    const ranged = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'sitemap.xml', Range: 'bytes=0-9' }),
    );
    expect(await ranged.Body!.transformToString()).toBe('s'.repeat(10));
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(join(dir, BUCKET)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
