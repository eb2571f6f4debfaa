import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { s3PresignPost } from '#lambdas/platform/presign-post';
import { importUploadPolicy, IMPORT_UPLOAD_SECONDS } from '#lambdas/import/api/upload-policy';
import {
  createAdminImportSchema,
  createImportSchema,
  IMPORT_CONTENT_TYPES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
} from '#shared/csv-import/imports';
import { importFileKey } from '#shared/image-keys';

// The presigned POST of an import's file, read back from the policy S3 is given to enforce:
// signing needs no network, only a region and credentials.
const client = new S3Client({
  region: 'eu-west-2',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
});
afterAll(() => client.destroy());

type Policy = { expiration: string; conditions: unknown[] };

async function signedPolicy(contentType: (typeof IMPORT_CONTENT_TYPES)[number]) {
  const post = await s3PresignPost(
    client,
    'vanyard-test-images',
  )(importUploadPolicy('owner-1', 'import-1', contentType));
  const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString()) as Policy;
  return { post, policy };
}

describe('the presigned POST of an import file', () => {
  it('binds the upload to its one key, 1 byte to 10 MB, the named type, for five minutes', async () => {
    const before = Date.now();
    const { post, policy } = await signedPolicy('text/csv');
    const key = importFileKey('owner-1', 'import-1');
    expect(key).toBe('imports/owner-1/import-1.csv');
    expect(post.fields).toMatchObject({ key, 'Content-Type': 'text/csv' });
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, IMPORT_LIMITS.maxBytes],
        ['eq', '$Content-Type', 'text/csv'],
        ['starts-with', '$key', 'imports/owner-1/'],
        { key },
        { bucket: 'vanyard-test-images' },
      ]),
    );
    expect(IMPORT_LIMITS.maxBytes).toBe(10 * 1024 * 1024);
    // Nothing in the policy lets the key or the size vary beyond these.
    const keyConditions = policy.conditions.filter((c) => JSON.stringify(c).includes('key'));
    expect(keyConditions).toHaveLength(2);
    const expires = Date.parse(policy.expiration) - before;
    expect(IMPORT_UPLOAD_SECONDS).toBe(300);
    expect(expires).toBeGreaterThan(298_000);
    expect(expires).toBeLessThanOrEqual(301_000);
  });

  it.each(IMPORT_CONTENT_TYPES)('takes the type a browser gives a .csv file: %s', async (type) => {
    const { post, policy } = await signedPolicy(type);
    expect(post.fields['Content-Type']).toBe(type);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', type]);
  });
});

describe('the create request', () => {
  const valid = { filename: 'Stock 2026.CSV', size: 2048, sha256: 'ab'.repeat(32) };

  it('names the file a browser gave no known type text/csv', () => {
    expect(createImportSchema.parse(valid)).toMatchObject({
      content_type: 'text/csv',
      confirm_duplicate: false,
    });
    for (const odd of ['', 'text/x-csv', 'application/zip']) {
      expect(createImportSchema.parse({ ...valid, content_type: odd }).content_type).toBe(
        'text/csv',
      );
    }
    expect(
      createImportSchema.parse({ ...valid, content_type: 'application/vnd.ms-excel' }).content_type,
    ).toBe('application/vnd.ms-excel');
  });

  it('refuses a file over 10 MB, an empty one, one not named .csv, a digest that is not SHA-256', () => {
    const messages = (input: unknown) =>
      createImportSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ ...valid, size: IMPORT_LIMITS.maxBytes + 1 })).toEqual([
      IMPORT_MESSAGES.tooBig,
    ]);
    expect(messages({ ...valid, size: IMPORT_LIMITS.maxBytes })).toBeUndefined();
    expect(messages({ ...valid, size: 0 })).toEqual([IMPORT_MESSAGES.empty]);
    expect(messages({ ...valid, filename: 'stock.xlsx' })).toEqual([IMPORT_MESSAGES.notCsv]);
    expect(messages({ ...valid, sha256: 'AB'.repeat(32) })).toHaveLength(1);
  });

  it('takes an owner only on the admin route', () => {
    expect(createImportSchema.safeParse({ ...valid, owner_id: 'someone' }).success).toBe(false);
    expect(createAdminImportSchema.parse({ ...valid, owner_id: 'someone' }).owner_id).toBe(
      'someone',
    );
    expect(createAdminImportSchema.safeParse({ ...valid, owner_id: '../x' }).success).toBe(false);
  });
});
