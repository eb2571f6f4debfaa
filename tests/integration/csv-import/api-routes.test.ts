import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as adminCreateHandler } from '#lambdas/handlers/admin-create-import';
import { handler as createHandler } from '#lambdas/handlers/create-import';
import { handler as ownImportHandler } from '#lambdas/handlers/own-import';
import { handler as ownImportsHandler } from '#lambdas/handlers/own-imports';
import { handler as startHandler } from '#lambdas/handlers/start-import';
import { getImport, insertImport, newImportRecord } from '#lambdas/import/imports-repo';
import { sfn } from '#lambdas/platform/sfn';
import { startImportRun } from '#lambdas/import/api/start-run';
import { RATE_LIMITS } from '#shared/api/rate-limits';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportStatus,
  type ImportUpload,
} from '#shared/csv-import/imports';
import { formatLongDate } from '#shared/format';
import { importFileKey as importObjectKey } from '#shared/image-keys';
import { importFileKey as fileSeenKey } from '#shared/table-keys';
import type { Answer } from '../../support/api-event';
import {
  aCsvFile,
  call,
  postFile,
  startImportApiEmulators,
  STUB_IMPORT_MACHINE_ARN,
  type Caller,
  type ImportApiEmulators,
} from './api-support';

// The import API's handlers, called as API Gateway calls them, against DynamoDB Local, s3rver
// and the local Step Functions endpoint (running a stand-in of the import run that counts its
// executions): who may do what, the presigned POST, the checks at start, the duplicate warning.
let env: ImportApiEmulators;
let owner: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  env = await startImportApiEmulators();
  [owner, other, admin] = await Promise.all([
    env.person(),
    env.person(),
    env.person({ admin: true }),
  ]);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const create = (caller: Caller | undefined, json: unknown) =>
  call(createHandler, 'POST', '/api/me/imports', { caller, json });
const adminCreate = (caller: Caller | undefined, json: unknown) =>
  call(adminCreateHandler, 'POST', '/api/admin/imports', { caller, json });
const start = (caller: Caller | undefined, id: string) =>
  call(startHandler, 'POST', `/api/me/imports/${id}/start`, { caller, params: { id } });
const status = (caller: Caller | undefined, id: string) =>
  call(ownImportHandler, 'GET', `/api/me/imports/${id}`, { caller, params: { id } });
const list = (caller: Caller | undefined) =>
  call(ownImportsHandler, 'GET', '/api/me/imports', { caller });

function expectStatus(answer: Answer, expected: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
}

/** A new import of a fresh file by `caller` (for `ownerId` through the admin route). */
async function created(caller: Caller, ownerId?: string, file = aCsvFile()) {
  const answer = ownerId
    ? await adminCreate(caller, { ...file.request, owner_id: ownerId })
    : await create(caller, file.request);
  expectStatus(answer, 201);
  return { upload: answer.body as ImportUpload, file };
}

/** A new import whose file has arrived in the bucket. */
async function uploaded(caller: Caller, ownerId?: string, file = aCsvFile()) {
  const made = await created(caller, ownerId, file);
  expect(await postFile(made.upload.upload, file.bytes)).toBe(204);
  return { ...made, id: made.upload.import.id };
}

async function statusUntil(caller: Caller, id: string, wanted: ImportStatus['status']) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await status(caller, id);
    if (answer.body?.status === wanted) return answer.body as ImportStatus;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} never became ${wanted}`);
}

describe('who may use the import routes', () => {
  it('refuses anonymous callers on every route (401), before anything is written', async () => {
    const { request } = aCsvFile();
    const id = crypto.randomUUID();
    const answers = [
      await create(undefined, request),
      await adminCreate(undefined, { ...request, owner_id: owner.id }),
      await start(undefined, id),
      await status(undefined, id),
      await list(undefined),
    ];
    for (const answer of answers) {
      expectStatus(answer, 401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
  });

  it('refuses the admin route to a signed-in seller (403)', async () => {
    const answer = await adminCreate(owner, { ...aCsvFile().request, owner_id: other.id });
    expectStatus(answer, 403);
  });

  it('lets a seller import only for themself: the seller route takes no owner', async () => {
    const answer = await create(owner, { ...aCsvFile().request, owner_id: other.id });
    expectStatus(answer, 400);
    const { upload } = await created(owner);
    expect(upload.import).toMatchObject({ owner_id: owner.id, status: 'uploading' });
    const stored = await getImport(env.db, upload.import.id);
    expect(stored).toMatchObject({ owner_id: owner.id, created_by: owner.id });
  });

  it("hides one seller's import from another (404 on status and start, absent from the list)", async () => {
    const { id } = await uploaded(owner);
    const seen = await status(other, id);
    expectStatus(seen, 404);
    // Exactly as an id that does not exist: nothing to probe.
    const missing = await status(other, crypto.randomUUID());
    expect(seen.body).toEqual(missing.body);
    expectStatus(await start(other, id), 404);
    expect((await getImport(env.db, id))?.status).toBe('uploading');
    expect(env.run.runs.get(id)).toBeUndefined();
    // The owner's own view and start work.
    expectStatus(await status(owner, id), 200);
    const started = await start(owner, id);
    expectStatus(started, 200);
    expect(started.body.status).toBe('queued');
    env.run.finish(id);
    await statusUntil(owner, id, 'completed');
    const others = await list(other);
    expect(others.body.items.map((item: ImportStatus) => item.id)).not.toContain(id);
  });

  it('lets an admin import for another account, which then owns it', async () => {
    const { id, upload } = await uploaded(admin, owner.id);
    expect(upload.import.owner_id).toBe(owner.id);
    expect(upload.upload.fields.key).toBe(importObjectKey(owner.id, id));
    expect(await getImport(env.db, id)).toMatchObject({
      owner_id: owner.id,
      created_by: admin.id,
    });
    // The admin who made it follows and starts it; the owner sees it; nobody else does.
    expectStatus(await status(admin, id), 200);
    expectStatus(await status(owner, id), 200);
    expectStatus(await status(other, id), 404);
    expectStatus(await start(other, id), 404);
    const started = await start(admin, id);
    expectStatus(started, 200);
    expect(started.body).toMatchObject({ id, owner_id: owner.id, status: 'queued' });
    // Listed for the owner, whose listings these are, not for the admin.
    const owners = await list(owner);
    expect(owners.body.items.map((item: ImportStatus) => item.id)).toContain(id);
    const admins = await list(admin);
    expect(admins.body.items.map((item: ImportStatus) => item.id)).not.toContain(id);
    env.run.finish(id);
    await statusUntil(owner, id, 'completed');
  });

  it("refuses an admin's import for an account that does not exist (404 'User not found')", async () => {
    const answer = await adminCreate(admin, { ...aCsvFile().request, owner_id: 'no-such-user' });
    expectStatus(answer, 404);
    expect(answer.body.error.message).toBe('User not found');
  });
});

describe('creating an import', () => {
  it('refuses a file over 10 MB or not named .csv with the dialog’s words (400)', async () => {
    const { request } = aCsvFile();
    const big = await create(owner, { ...request, size: IMPORT_LIMITS.maxBytes + 1 });
    expectStatus(big, 400);
    expect(big.body.error.fields.size).toEqual([IMPORT_MESSAGES.tooBig]);
    const named = await create(owner, { ...request, filename: 'stock.xlsx' });
    expectStatus(named, 400);
    expect(named.body.error.fields.filename).toEqual([IMPORT_MESSAGES.notCsv]);
  });

  it('answers the record and a presigned POST that puts the file at its key', async () => {
    const file = aCsvFile();
    const answer = await create(owner, {
      ...file.request,
      content_type: 'application/vnd.ms-excel',
    });
    expectStatus(answer, 201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { import: record, upload } = answer.body as ImportUpload;
    expect(record).toMatchObject({
      owner_id: owner.id,
      filename: 'stock.csv',
      status: 'uploading',
      rows_total: null,
      rows_done: 0,
      errors: [],
    });
    const key = importObjectKey(owner.id, record.id);
    expect(upload.fields.key).toBe(key);
    expect(upload.fields['Content-Type']).toBe('application/vnd.ms-excel');
    const left = Date.parse(upload.expires_at) - Date.now();
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);
    // The record lives 30 days (TTL).
    const { Item } = await env.db.client.send(
      new GetCommand({
        TableName: env.db.tableName,
        Key: { PK: `IMPORT#${record.id}`, SK: 'IMPORT' },
      }),
    );
    expect(Number(Item?.expires_at) - Date.now() / 1000).toBeGreaterThan(29.9 * 24 * 3600);

    expect(await postFile(upload, file.bytes, 'application/vnd.ms-excel')).toBe(204);
    const object = await env.s3.send(new GetObjectCommand({ Bucket: env.bucket, Key: key }));
    expect(await object.Body!.transformToString()).toBe(file.bytes.toString());
  });

  it('limits how many imports one account creates in an hour (429)', async () => {
    const busy = await env.person();
    for (let n = 0; n < RATE_LIMITS.importCreate.limit; n++) {
      expectStatus(await create(busy, aCsvFile().request), 201);
    }
    const refused = await create(busy, aCsvFile().request);
    expectStatus(refused, 429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account is not held back by it.
    expectStatus(await create(other, aCsvFile().request), 201);
  });
});

describe('starting an import', () => {
  it('refuses a start before the file has arrived (409), and starts once it has', async () => {
    const { upload, file } = await created(owner);
    const id = upload.import.id;
    const early = await start(owner, id);
    expectStatus(early, 409);
    expect(early.body.error).toMatchObject({
      code: 'not_uploaded',
      message: IMPORT_MESSAGES.notUploaded,
    });
    expect((await getImport(env.db, id))?.status).toBe('uploading');
    expect(env.run.runs.get(id)).toBeUndefined();

    expect(await postFile(upload.upload, file.bytes)).toBe(204);
    const started = await start(owner, id);
    expectStatus(started, 200);
    expect(started.body.status).toBe('queued');
    env.run.finish(id);
    await statusUntil(owner, id, 'completed');
  });

  it('refuses a file over 10 MB that s3rver took anyway (the local stage enforces no policy)', async () => {
    const { upload } = await created(owner);
    const id = upload.import.id;
    const tooBig = Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a');
    expect(await postFile(upload.upload, tooBig)).toBe(204);
    const head = await env.s3.send(
      new HeadObjectCommand({ Bucket: env.bucket, Key: importObjectKey(owner.id, id) }),
    );
    expect(head.ContentLength).toBe(IMPORT_LIMITS.maxBytes + 1);

    const answer = await start(owner, id);
    expectStatus(answer, 422);
    expect(answer.body.error).toMatchObject({
      code: 'file_too_large',
      message: IMPORT_MESSAGES.tooBig,
    });
    expect((await getImport(env.db, id))?.status).toBe('uploading');
    expect(env.run.runs.get(id)).toBeUndefined();
  });

  it('runs an import once however often it is started: queued, running or finished', async () => {
    const { id } = await uploaded(owner);
    // Two starts at once, then another while the run waits: all answered, one execution.
    const [first, second] = await Promise.all([start(owner, id), start(owner, id)]);
    expectStatus(first, 200);
    expectStatus(second, 200);
    expect([first.body.status, second.body.status]).toEqual(['queued', 'queued']);
    const again = await start(owner, id);
    expect(again.body.status).toBe('queued');
    expect(env.run.runs.get(id)).toBe(1);

    env.run.finish(id);
    await statusUntil(owner, id, 'completed');
    await env.stepFunctions.settled();
    const finished = await start(owner, id);
    expectStatus(finished, 200);
    expect(finished.body).toMatchObject({ id, status: 'completed', rows_total: 1 });
    expect(env.run.runs.get(id)).toBe(1);
  });

  it('answers a start whose execution already ran (ExecutionAlreadyExists) with the status', async () => {
    const { upload, file } = await created(owner);
    const id = upload.import.id;
    // An execution of this name that has run and ended before the import was queued.
    env.run.finish(id);
    await startImportRun({ sfn: sfn(), stateMachineArn: STUB_IMPORT_MACHINE_ARN }, id);
    await env.stepFunctions.settled();
    expect(env.run.runs.get(id)).toBe(1);

    expect(await postFile(upload.upload, file.bytes)).toBe(204);
    const answer = await start(owner, id);
    expectStatus(answer, 200);
    expect(answer.body.status).toBe('queued');
    await env.stepFunctions.settled();
    expect(env.run.runs.get(id)).toBe(1);
  });
});

describe('the duplicate warning', () => {
  it('warns of a file this owner imported, with the date, and imports it again once confirmed', async () => {
    const file = aCsvFile();
    const { id } = await uploaded(owner, undefined, file);
    // Created and uploaded, not started: no import yet, so no warning.
    const beforeStart = await create(owner, file.request);
    expectStatus(beforeStart, 201);

    expectStatus(await start(owner, id), 200);
    const { Item } = await env.db.client.send(
      new GetCommand({
        TableName: env.db.tableName,
        Key: fileSeenKey(owner.id, file.request.sha256),
      }),
    );
    expect(Item).toMatchObject({ import_id: id });

    const warned = await create(owner, file.request);
    expectStatus(warned, 409);
    expect(warned.body.error).toEqual({
      code: 'duplicate_file',
      message: IMPORT_MESSAGES.duplicate(formatLongDate(String(Item?.created_at))),
    });
    expect(warned.body.error.message).toMatch(
      /^This file was imported on \d{1,2} \w+ \d{4}\. Import it again\?$/,
    );

    const confirmed = await create(owner, { ...file.request, confirm_duplicate: true });
    expectStatus(confirmed, 201);
    // Another account importing the same bytes is not warned; nor is the admin route for it.
    expectStatus(await create(other, file.request), 201);
    expectStatus(await adminCreate(admin, { ...file.request, owner_id: other.id }), 201);
    // The admin route warns for the owner it imports for.
    const forOwner = await adminCreate(admin, { ...file.request, owner_id: owner.id });
    expectStatus(forOwner, 409);
    expect(forOwner.body.error.code).toBe('duplicate_file');
    env.run.finish(id);
    await statusUntil(owner, id, 'completed');
  });

  it('forgets a file imported more than 30 days ago', async () => {
    const file = aCsvFile();
    const long = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    // As the table holds it until TTL removes it, which may take a day or two.
    await env.db.client.send(
      new PutCommand({
        TableName: env.db.tableName,
        Item: {
          ...fileSeenKey(owner.id, file.request.sha256),
          import_id: 'old-import',
          created_at: long,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    expectStatus(await create(owner, file.request), 201);
  });
});

describe('the list of imports', () => {
  it('lists the caller’s started imports of 30 days, newest first, running ones too, without row errors', async () => {
    const seller = await env.person();
    const finished = await uploaded(seller);
    expectStatus(await start(seller, finished.id), 200);
    env.run.finish(finished.id);
    await statusUntil(seller, finished.id, 'completed');
    const rowError = { row: 2, message: 'Row 2 (Ford Transit): Missing required field: price' };
    await env.db.client.send(
      new UpdateCommand({
        TableName: env.db.tableName,
        Key: { PK: `IMPORT#${finished.id}`, SK: 'IMPORT' },
        UpdateExpression: 'SET #errors = :errors, error_count = :one',
        ExpressionAttributeNames: { '#errors': 'errors' },
        ExpressionAttributeValues: { ':errors': [rowError], ':one': 1 },
      }),
    );
    const running = await uploaded(seller);
    expectStatus(await start(seller, running.id), 200);
    // Never started: no import to show.
    const abandoned = await created(seller);
    // Older than 30 days (until TTL removes it).
    const old = newImportRecord(
      {
        id: crypto.randomUUID(),
        owner_id: seller.id,
        filename: 'old.csv',
        size: 10,
        sha256: 'a'.repeat(64),
      },
      new Date(Date.now() - 31 * 24 * 3600 * 1000),
    );
    await insertImport(env.db, { ...old, status: 'completed' });

    const answer = await list(seller);
    expectStatus(answer, 200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const items = answer.body.items as ImportStatus[];
    expect(items.map((item) => item.id)).toEqual([running.id, finished.id]);
    expect(items.map((item) => item.id)).not.toContain(abandoned.upload.import.id);
    expect(items[0]).toMatchObject({ status: 'queued', owner_id: seller.id, errors: [] });
    // The list gives the counts; the errors themselves come with the one import.
    expect(items[1]).toMatchObject({
      status: 'completed',
      rows_done: 1,
      error_count: 1,
      errors: [],
    });
    expect((await status(seller, finished.id)).body.errors).toEqual([rowError]);
    env.run.finish(running.id);
    await statusUntil(seller, running.id, 'completed');
  });

  it('is empty for an account with no imports', async () => {
    const fresh = await env.person();
    const answer = await list(fresh);
    expectStatus(answer, 200);
    expect(answer.body).toEqual({ items: [] });
  });
});
