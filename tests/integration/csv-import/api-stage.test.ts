import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportUpload } from '#shared/csv-import/imports';
import { importFileKey as importObjectKey } from '#shared/image-keys';
import { importFileKey as fileSeenKey } from '#shared/table-keys';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api, newSeller, stageDb, type Seller } from '../own-listings/seller-stage';
import { aCsvFile, postFile } from './api-support';

// The import routes on the local stage as the dialog uses them: through the gateway's JWT
// checks, with the stage's own environment (the images bucket on s3rver, the local Step
// Functions endpoint running the CsvImport state machine).
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let owner: Seller;
let other: Seller;
let admin: Seller;

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [owner, other, admin] = await Promise.all([
    newSeller(stage),
    newSeller(stage),
    newSeller(stage, { admin: true }),
  ]);
  // Their profiles, as a first visit makes them (an admin imports only for an account with one).
  for (const seller of [owner, other, admin]) {
    expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  closeDb?.();
});

async function createFor(seller: Seller, file = aCsvFile(), ownerId?: string) {
  const answer = ownerId
    ? await api(stage, 'POST', '/api/admin/imports', {
        token: seller.token,
        body: { ...file.request, owner_id: ownerId },
      })
    : await api(stage, 'POST', '/api/me/imports', { token: seller.token, body: file.request });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as ImportUpload;
}

describe('the import routes through the gateway', () => {
  it('needs a signed-in user on every route and an admin on the admin route', async () => {
    const { request } = aCsvFile();
    const id = crypto.randomUUID();
    const anonymous = [
      await api(stage, 'POST', '/api/me/imports', { body: request }),
      await api(stage, 'POST', '/api/admin/imports', {
        body: { ...request, owner_id: owner.userId },
      }),
      await api(stage, 'POST', `/api/me/imports/${id}/start`),
      await api(stage, 'GET', `/api/me/imports/${id}`),
      await api(stage, 'GET', '/api/me/imports'),
    ];
    expect(anonymous.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    const seller = await api(stage, 'POST', '/api/admin/imports', {
      token: owner.token,
      body: { ...request, owner_id: other.userId },
    });
    expect(seller.status).toBe(403);
  });

  it('takes the file by the presigned POST and starts the run once, for its owner only', async () => {
    const file = aCsvFile();
    const { import: record, upload } = await createFor(owner, file);
    expect(upload.url.startsWith(stage.endpoints.s3)).toBe(true);
    const early = await api(stage, 'POST', `/api/me/imports/${record.id}/start`, {
      token: owner.token,
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(IMPORT_MESSAGES.notUploaded);

    expect(await postFile(upload, file.bytes)).toBe(204);
    const refused = await api(stage, 'POST', `/api/me/imports/${record.id}/start`, {
      token: other.token,
    });
    expect(refused.status).toBe(404);
    const started = await api(stage, 'POST', `/api/me/imports/${record.id}/start`, {
      token: owner.token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.id).toBe(record.id);
    expect(['queued', 'processing', 'completed', 'failed']).toContain(started.body.status);
    // Recorded for the duplicate warning once started.
    const { Item } = await db.client.send(
      new GetCommand({
        TableName: db.tableName,
        Key: fileSeenKey(owner.userId, file.request.sha256),
      }),
    );
    expect(Item?.import_id).toBe(record.id);

    const again = await api(stage, 'POST', `/api/me/imports/${record.id}/start`, {
      token: owner.token,
    });
    expect(again.status).toBe(200);
    const listed = await api(stage, 'GET', '/api/me/imports', { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(record.id);
    const duplicate = await api(stage, 'POST', '/api/me/imports', {
      token: owner.token,
      body: file.request,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('duplicate_file');
  });

  it('refuses at start a file over 10 MB that s3rver accepted despite the policy', async () => {
    const { import: record, upload } = await createFor(admin, aCsvFile(), owner.userId);
    expect(await postFile(upload, Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'x'))).toBe(204);
    const answer = await api(stage, 'POST', `/api/me/imports/${record.id}/start`, {
      token: admin.token,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'file_too_large',
      message: IMPORT_MESSAGES.tooBig,
    });
    const status = await api(stage, 'GET', `/api/me/imports/${record.id}`, { token: owner.token });
    expect(status.body.status).toBe('uploading');
  });

  it('never serves an import file from the site', async () => {
    const { import: record, upload } = await createFor(owner);
    expect(await postFile(upload, aCsvFile().bytes)).toBe(204);
    const key = importObjectKey(owner.userId, record.id);
    for (const path of [`/${key}`, `/images/../${key}`, `/images/..%2F${key}`]) {
      const response = await fetch(`${stage.url}${path}`);
      const body = await response.text();
      expect(body, path).not.toContain('title,make');
    }
  });
});
