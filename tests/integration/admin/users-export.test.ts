import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ExportFiles, type WrittenExport } from '#lambdas/account/export-files';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { getAdminMirror } from '#lambdas/admin/mirror/admin-mirror';
import { handler as exportUsers } from '#lambdas/handlers/admin-export-users';
import { handler as setTag } from '#lambdas/handlers/admin-set-user-tag';
import { exportUsers as exportUsersFile } from '#lambdas/user/export-users';
import { USERS_CSV_COLUMNS } from '#shared/admin/users';
import type { Profile } from '#shared/profile';
import { call, startUsersEmulators, type Person, type UsersEmulators } from './users-emulators';

// The users export end to end: 3,000 profiles in DynamoDB Local, the users mirror loading
// them, the CSV written to s3rver (in parts of 64 KiB where the parts are the point: S3's 5 MiB
// would need some 50,000 profiles, 100 s of writes; decision 068), and the signed link
// downloading it. The mirror's reading of every page is proven in admin-mirror.test.ts, the
// export at 100,000 rows by the bench.
const GENERATED = 3_000;
const TEST_PART_BYTES = 64 * 1024;
let env: UsersEmulators;
let admin: Person;

function generatedProfile(i: number): Profile {
  const n = String(i).padStart(5, '0');
  return {
    id: `gen-${n}`,
    email: `dealer${n}@example.org`,
    full_name: i === 7 ? '=HYPERLINK("http://evil.example","Click")' : `Dealer ${n}, Vans & Co`,
    phone_number: i % 2 === 0 ? `+44 7700 9${n}` : null,
    location: i % 3 === 0 ? 'staines-upon-thames' : 'leeds',
    website_url: i % 5 === 0 ? `https://dealer${n}.example.org` : null,
    seller_type: 'trade_dealer',
    created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  };
}

beforeAll(async () => {
  // The export reads the table, never its stream: without one the writes take a
  // fraction of the time (decision 040).
  env = await startUsersEmulators({ streams: false });
  admin = await env.person({ admin: true, name: 'Alex Admin' });
  const profiles = Array.from({ length: GENERATED }, (_, i) => generatedProfile(i));
  // Eight writers at once: DynamoDB Local takes the batches faster side by side.
  const chunk = Math.ceil(GENERATED / 8);
  await Promise.all(
    Array.from({ length: 8 }, (_, k) =>
      putProfilesBatch(env.db, profiles.slice(k * chunk, (k + 1) * chunk)),
    ),
  );
}, 300_000);

afterAll(async () => {
  await env?.stop();
});

async function download(url: string) {
  const response = await fetch(url);
  const text = await response.text();
  return { response, text, rows: parse(text.replace(/^\uFEFF/, '')) as string[][] };
}

describe('exporting users', () => {
  it('refuses anyone but an admin', async () => {
    expect((await call(exportUsers, 'POST', '/api/admin/users/export', { json: {} })).status).toBe(
      401,
    );
    const seller = await env.person();
    expect(
      (
        await call(exportUsers, 'POST', '/api/admin/users/export', {
          claims: seller.claims,
          json: {},
        })
      ).status,
    ).toBe(403);
  });

  it('writes every user and links to the file', async () => {
    const started = Date.now();
    const { status, body } = await call(exportUsers, 'POST', '/api/admin/users/export', {
      claims: admin.claims,
      json: {},
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(GENERATED + 2);
    expect(body.filename).toMatch(/^vanyard-users-\d{4}-\d{2}-\d{2}\.csv$/);
    // Five minutes from when the link was made.
    const expiresAt = Date.parse(body.expires_at);
    expect(expiresAt).toBeGreaterThan(started + 5 * 60_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    const { response, rows } = await download(body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${body.filename}"`,
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(rows[0]).toEqual([...USERS_CSV_COLUMNS]);
    expect(rows).toHaveLength(body.count + 1);
    expect(rows).toContainEqual([
      'Dealer 00010, Vans & Co',
      'dealer00010@example.org',
      'leeds',
      "'+44 7700 900010",
      'https://dealer00010.example.org',
      'user',
      '',
      generatedProfile(10).created_at,
    ]);
    // A formula in a name arrives as text.
    expect(rows.find((row) => row[1] === 'dealer00007@example.org')?.[0]).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    );
    // Newest first, as the list: the accounts made by these tests, then the newest generated.
    expect(rows[1]?.[1]).toMatch(/^person\d+\./);
    expect(rows.at(-1)?.[1]).toBe('dealer00000@example.org');
  }, 120_000);

  it('sends a file larger than a part in parts, whole and in order', async () => {
    const files = s3ExportFiles(env.s3, env.exportsBucket, TEST_PART_BYTES);
    const written: WrittenExport[] = [];
    const recording = {
      ...files,
      write: async (...args: Parameters<typeof files.write>) => {
        const result = await files.write(...args);
        written.push(result);
        return result;
      },
    };
    const mirror = await getAdminMirror({ db: env.db }, 'users');
    const exported = await exportUsersFile({ files: recording }, mirror.rows(), {});

    expect(written).toHaveLength(1);
    const [{ bytes, parts }] = written as [WrittenExport];
    // Each part but the last holds at least a part's worth.
    expect(bytes).toBeGreaterThan(4 * TEST_PART_BYTES);
    expect(parts).toBeGreaterThanOrEqual(4);
    expect(parts).toBeLessThanOrEqual(Math.ceil(bytes / TEST_PART_BYTES));
    const key = decodeURIComponent(new URL(exported.url).pathname.split('/').slice(2).join('/'));
    const head = await env.s3.send(new HeadObjectCommand({ Bucket: env.exportsBucket, Key: key }));
    expect(head.ContentLength).toBe(bytes);
    const { rows } = await download(exported.url);
    expect(rows).toHaveLength(exported.count + 1);
    expect(exported.count).toBeGreaterThanOrEqual(GENERATED);
    expect(rows[0]).toEqual([...USERS_CSV_COLUMNS]);
    expect(rows.at(-1)?.[1]).toBe('dealer00000@example.org');
    expect(rows.at(-2)?.[1]).toBe('dealer00001@example.org');
  });

  it('exports only the users matching the filters', async () => {
    await call(setTag, 'PUT', '/api/admin/users/gen-00042/tag', {
      claims: admin.claims,
      pathParameters: { id: 'gen-00042' },
      json: { tag: 'scraped' },
    });
    // The mirror reads what changed at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const tagged = await call(exportUsers, 'POST', '/api/admin/users/export', {
      claims: admin.claims,
      json: { tag: 'scraped' },
    });
    expect(tagged.body.count).toBe(1);
    const { rows } = await download(tagged.body.url);
    expect(rows.slice(1).map((row) => [row[1], row[6]])).toEqual([
      ['dealer00042@example.org', 'scraped'],
    ]);

    const none = await call(exportUsers, 'POST', '/api/admin/users/export', {
      claims: admin.claims,
      json: { q: 'nobody-has-this' },
    });
    expect(none.body.count).toBe(0);
    expect((await download(none.body.url)).rows).toEqual([[...USERS_CSV_COLUMNS]]);
  });

  it('refuses filters it does not know', async () => {
    const { status } = await call(exportUsers, 'POST', '/api/admin/users/export', {
      claims: admin.claims,
      json: { role: 'owner' },
    });
    expect(status).toBe(400);
  });
});
