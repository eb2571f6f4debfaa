import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';
import { NO_ACCOUNT_MESSAGE } from '#lambdas/user/change-user';
import { setListingTallies } from '#lambdas/listing/listing-state-repo';
import { createProfileIfAbsent } from '#lambdas/account/profiles-repo';
import { newProfile } from '#lambdas/account/own-profile';
import { handler as setDisabled } from '#lambdas/handlers/admin-set-user-disabled';
import { handler as setRole } from '#lambdas/handlers/admin-set-user-role';
import { handler as setTag } from '#lambdas/handlers/admin-set-user-tag';
import { handler as readUser } from '#lambdas/handlers/admin-user';
import { handler as listUsers } from '#lambdas/handlers/admin-users';
import { handler as createOwnListing } from '#lambdas/handlers/create-own-listing';
import { handler as updateOwnListing } from '#lambdas/handlers/update-own-listing';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminUserRow } from '#shared/admin/users';
import { auditPk, listingKey, profileKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { aListingForm } from '../own-listings/seller-stage';
import { call, startUsersEmulators, type Person, type UsersEmulators } from './users-emulators';
import { putListing } from '#lambdas/listing/listing-writer';
import { guardListingWrites } from '../../support/listing-write-guard';

// The admin user routes, handlers called as API Gateway calls them, against DynamoDB Local,
// cognito-local and s3rver: the list from the users mirror, one user, tag, role and disabled.
// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let env: UsersEmulators;
let admin: Person;
let seller: Person;

beforeAll(async () => {
  env = await startUsersEmulators();
  // The seller routes' photo files; never reached by these tests.
  process.env.IMAGES_BUCKET = 'vanyard-test-images';
  [admin, seller] = await Promise.all([
    env.person({ admin: true, name: 'Alex Admin' }),
    env.person({ name: 'Sam Seller' }),
  ]);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const asAdmin = () => ({ claims: admin.claims });
const userPath = (id: string, action?: string) =>
  `/api/admin/users/${id}${action ? `/${action}` : ''}`;

async function auditOf(id: string) {
  const { Items } = await env.db.client.send(
    new QueryCommand({
      TableName: env.db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPk('user', id) },
      ConsistentRead: true,
      // Newest first, as the screens show them.
      ScanIndexForward: false,
    }),
  );
  return Items ?? [];
}

async function profileItem(id: string) {
  const { Item } = await env.db.client.send(
    new GetCommand({ TableName: env.db.tableName, Key: profileKey(id), ConsistentRead: true }),
  );
  return Item;
}

async function listingItem(id: string) {
  const { Item } = await env.db.client.send(
    new GetCommand({ TableName: env.db.tableName, Key: listingKey(id), ConsistentRead: true }),
  );
  return Item;
}

/** The mirror reads what changed at most once a second. */
const pastRefresh = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('who may call the admin user routes', () => {
  it.each([
    ['GET', '', readUser],
    ['PUT', 'tag', setTag],
    ['PUT', 'role', setRole],
    ['PUT', 'disabled', setDisabled],
  ] as const)(
    '%s /api/admin/users/{id}/%s: 401 signed out, 403 for a seller',
    async (method, action, handler) => {
      const path = userPath(seller.id, action || undefined);
      const options = { pathParameters: { id: seller.id }, json: { tag: 'regular' } };
      expect((await call(handler, method, path, options)).status).toBe(401);
      const asSeller = await call(handler, method, path, { ...options, claims: seller.claims });
      expect(asSeller.status).toBe(403);
    },
  );

  it('GET /api/admin/users: 401 signed out, 403 for a seller', async () => {
    expect((await call(listUsers, 'GET', '/api/admin/users')).status).toBe(401);
    expect(
      (await call(listUsers, 'GET', '/api/admin/users', { claims: seller.claims })).status,
    ).toBe(403);
  });
});

describe('Admin Users', () => {
  it('lists every profile, newest first, with the role the profile mirrors', async () => {
    const { status, body } = await call(listUsers, 'GET', '/api/admin/users', asAdmin());
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.matched).toBe(body.total);
    const rows = body.rows as AdminUserRow[];
    expect(rows.find((row) => row.id === admin.id)).toMatchObject({
      role: 'admin',
      tag: null,
      disabled: false,
      email: admin.email,
    });
    const created = rows.map((row) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by role and text, counting the matches', async () => {
    const admins = await call(listUsers, 'GET', '/api/admin/users', {
      ...asAdmin(),
      query: { role: 'admin' },
    });
    expect((admins.body.rows as AdminUserRow[]).every((row) => row.role === 'admin')).toBe(true);
    const found = await call(listUsers, 'GET', '/api/admin/users', {
      ...asAdmin(),
      query: { q: seller.email.toUpperCase() },
    });
    expect(found.body).toMatchObject({ matched: 1, rows: [{ id: seller.id }] });
    expect(found.body.total).toBeGreaterThan(1);
  });

  it('refuses a filter value it does not know', async () => {
    const { status, body } = await call(listUsers, 'GET', '/api/admin/users', {
      ...asAdmin(),
      query: { tag: 'vip' },
    });
    expect(status).toBe(400);
    expect(body.error.fields['query.tag']).toBeDefined();
  });
});

describe('tagging a user', () => {
  it('sets the tag with its audit entry, and the list shows it within seconds', async () => {
    const { status, body } = await call(setTag, 'PUT', userPath(seller.id, 'tag'), {
      ...asAdmin(),
      pathParameters: { id: seller.id },
      json: { tag: 'scraped' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: seller.id, tag: 'scraped' });
    expect((await profileItem(seller.id))?.tag).toBe('scraped');
    const [entry] = await auditOf(seller.id);
    expect(entry).toMatchObject({
      action: 'tag',
      actor: { id: admin.id, email: admin.email, name: 'Alex Admin' },
      target: { kind: 'user', id: seller.id, label: seller.email },
      before: { tag: null },
      after: { tag: 'scraped' },
    });

    await pastRefresh();
    const listed = await call(listUsers, 'GET', '/api/admin/users', {
      ...asAdmin(),
      query: { tag: 'scraped' },
    });
    expect((listed.body.rows as AdminUserRow[]).map((row) => row.id)).toContain(seller.id);
  });

  it('clears it with none, and records nothing for a change that changes nothing', async () => {
    const options = { ...asAdmin(), pathParameters: { id: seller.id }, json: { tag: 'none' } };
    expect((await call(setTag, 'PUT', userPath(seller.id, 'tag'), options)).body.tag).toBeNull();
    const entries = (await auditOf(seller.id)).length;
    expect((await profileItem(seller.id))?.tag).toBeUndefined();
    expect((await call(setTag, 'PUT', userPath(seller.id, 'tag'), options)).status).toBe(200);
    expect(await auditOf(seller.id)).toHaveLength(entries);
  });

  it('records two admins tagging at once as two changes, each over what the other left', async () => {
    const target = await env.person({ name: 'Raced User' });
    const tag = (value: string) =>
      call(setTag, 'PUT', userPath(target.id, 'tag'), {
        ...asAdmin(),
        pathParameters: { id: target.id },
        json: { tag: value },
      });
    const answers = await Promise.all([tag('regular'), tag('scraped')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const entries = (await auditOf(target.id)).reverse();
    expect(entries).toHaveLength(2);
    // The second change's 'before' is the first's 'after': nothing was overwritten unseen.
    expect(entries[0]!.before).toEqual({ tag: null });
    expect(entries[1]!.before).toEqual(entries[0]!.after);
    expect((await profileItem(target.id))?.tag).toBe(entries[1]!.after.tag);
  });

  it('answers 404 for an unknown user and writes nothing', async () => {
    const id = randomUUID();
    const { status, body } = await call(setTag, 'PUT', userPath(id, 'tag'), {
      ...asAdmin(),
      pathParameters: { id },
      json: { tag: 'regular' },
    });
    expect(status).toBe(404);
    expect(body.error.message).toBe(ADMIN_MESSAGES.userNotFound);
    expect(await profileItem(id)).toBeUndefined();
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 400 for a tag it does not know and a malformed id', async () => {
    const bad = await call(setTag, 'PUT', userPath(seller.id, 'tag'), {
      ...asAdmin(),
      pathParameters: { id: seller.id },
      json: { tag: 'vip' },
    });
    expect(bad.status).toBe(400);
    const badId = await call(setTag, 'PUT', userPath('a b', 'tag'), {
      ...asAdmin(),
      pathParameters: { id: 'a b' },
      json: { tag: 'regular' },
    });
    expect(badId.status).toBe(400);
  });
});

describe('the admin role', () => {
  it('grants and revokes the Cognito group, the profile mirroring it, each with an entry', async () => {
    const grant = await call(setRole, 'PUT', userPath(seller.id, 'role'), {
      ...asAdmin(),
      pathParameters: { id: seller.id },
      json: { role: 'admin' },
    });
    expect(grant.status).toBe(200);
    expect(grant.body.role).toBe('admin');
    expect(await env.account(seller)).toMatchObject({ admin: true });
    expect((await profileItem(seller.id))?.role).toBe('admin');

    const revoke = await call(setRole, 'PUT', userPath(seller.id, 'role'), {
      ...asAdmin(),
      pathParameters: { id: seller.id },
      json: { role: 'user' },
    });
    expect(revoke.body.role).toBe('user');
    expect(await env.account(seller)).toMatchObject({ admin: false });
    const roles = (await auditOf(seller.id)).filter((entry) => entry.action === 'role');
    expect(roles.map((entry) => [entry.before.role, entry.after.role]).sort()).toEqual([
      ['admin', 'user'],
      ['user', 'admin'],
    ]);
  });

  it('will not let an admin revoke their own role', async () => {
    const { status, body } = await call(setRole, 'PUT', userPath(admin.id, 'role'), {
      ...asAdmin(),
      pathParameters: { id: admin.id },
      json: { role: 'user' },
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe(ADMIN_MESSAGES.ownRole);
    expect(await env.account(admin)).toMatchObject({ admin: true });
    expect((await profileItem(admin.id))?.role).toBe('admin');
  });

  it('answers 404 for an unknown user, 422 for a profile with no account', async () => {
    const unknown = randomUUID();
    expect(
      (
        await call(setRole, 'PUT', userPath(unknown, 'role'), {
          ...asAdmin(),
          pathParameters: { id: unknown },
          json: { role: 'admin' },
        })
      ).status,
    ).toBe(404);
    const dealer = randomUUID();
    await createProfileIfAbsent(
      env.db,
      newProfile({ id: dealer, email: 'imported@example.org', fullName: 'Imported' }, new Date()),
    );
    const { status, body } = await call(setRole, 'PUT', userPath(dealer, 'role'), {
      ...asAdmin(),
      pathParameters: { id: dealer },
      json: { role: 'admin' },
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe(NO_ACCOUNT_MESSAGE);
    expect((await profileItem(dealer))?.role).toBeUndefined();
  });
});

describe('disabling an account', () => {
  let owner: Person;
  const live = aListing({ approval_status: 'approved', status: 'active' });
  const sold = aListing({ status: 'sold', created_at: '2026-10-01T10:00:00.000Z' });
  const rejected = aListing({
    approval_status: 'rejected',
    status: 'inactive',
    created_at: '2026-09-01T10:00:00.000Z',
  });

  beforeAll(async () => {
    owner = await env.person({ name: 'Dana Dealer' });
    for (const listing of [live, sold, rejected]) {
      await putListing(env.db, { ...listing, user_id: owner.id });
    }
    await setListingTallies(env.db, new Map([[owner.id, { active: 2, sold: 1 }]]));
    // A moderator's reason lives beside the listing's fields; the flag must not lose it.
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const item = await listingItem(rejected.id);
    await env.db.client.send(
      new PutCommand({
        TableName: env.db.tableName,
        Item: { ...item, rejection_reason: 'Photos do not show the van for sale: blurry' },
      }),
    );
  });

  const disable = (id: string, disabled: boolean) =>
    call(setDisabled, 'PUT', userPath(id, 'disabled'), {
      ...asAdmin(),
      pathParameters: { id },
      json: { disabled },
    });

  it('disables the account in Cognito, records it and hides every listing of the user', async () => {
    const { status, body } = await disable(owner.id, true);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: owner.id, disabled: true });
    expect(await env.account(owner)).toMatchObject({ enabled: false });
    expect((await profileItem(owner.id))?.disabled).toBe(true);
    const [entry] = await auditOf(owner.id);
    expect(entry).toMatchObject({
      action: 'disable',
      before: { disabled: false },
      after: { disabled: true },
    });

    const item = await listingItem(live.id);
    expect(item).toMatchObject({ owner_disabled: true, updated_at: live.updated_at });
    // Out of the geo index (nearby vans), as any listing that is not live.
    expect(item?.GSI4PK).toBeUndefined();
    for (const other of [sold, rejected]) {
      expect((await listingItem(other.id))?.owner_disabled).toBe(true);
    }
    expect((await listingItem(rejected.id))?.rejection_reason).toMatch(/blurry/);
  });

  it('refuses the seller creating or editing listings while disabled (403)', async () => {
    const form = aListingForm(['p1', 'p2', 'p3']);
    const created = await call(createOwnListing, 'POST', '/api/me/listings', {
      claims: owner.claims,
      json: { ...form, idempotency_key: randomUUID() },
    });
    expect(created.status).toBe(403);
    expect(created.body.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    const updated = await call(updateOwnListing, 'PUT', `/api/me/listings/${live.id}`, {
      claims: owner.claims,
      pathParameters: { id: live.id },
      json: { ...form, expected_updated_at: live.updated_at },
    });
    expect(updated.status).toBe(403);
    expect((await listingItem(live.id))?.title).toBe(live.title);
  });

  it('finishes an interrupted run when repeated, without a second entry', async () => {
    // As if the first request had stopped before this listing.
    const item = await listingItem(sold.id);
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await env.db.client.send(
      new PutCommand({ TableName: env.db.tableName, Item: { ...item, owner_disabled: false } }),
    );
    const entries = (await auditOf(owner.id)).length;
    expect((await disable(owner.id, true)).status).toBe(200);
    expect((await listingItem(sold.id))?.owner_disabled).toBe(true);
    expect(await auditOf(owner.id)).toHaveLength(entries);
  });

  it('shows the user and their listings as disabled to an admin', async () => {
    const { status, body } = await call(readUser, 'GET', userPath(owner.id), {
      ...asAdmin(),
      pathParameters: { id: owner.id },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: owner.id, disabled: true, full_name: 'Dana Dealer' });
    expect(body.listing_counts).toEqual({ active: 2, sold: 1 });
    // Newest first, whatever the tab.
    expect(body.listings.map((row: { id: string }) => row.id)).toEqual([
      live.id,
      sold.id,
      rejected.id,
    ]);
    expect(body.listings[0]).toMatchObject({
      owner: { id: owner.id, name: 'Dana Dealer', email: owner.email },
      owner_disabled: true,
      status: 'active',
    });
    expect(body.audit[0]).toMatchObject({ action: 'disable' });
  });

  it('will not let an admin disable their own account', async () => {
    const { status, body } = await disable(admin.id, true);
    expect(status).toBe(422);
    expect(body.error.message).toBe(ADMIN_MESSAGES.ownAccount);
    expect(await env.account(admin)).toMatchObject({ enabled: true });
  });

  it('enables it again: the account, the profile and every listing as it was', async () => {
    const { status, body } = await disable(owner.id, false);
    expect(status).toBe(200);
    expect(body.disabled).toBe(false);
    expect(await env.account(owner)).toMatchObject({ enabled: true });
    const item = await listingItem(live.id);
    expect(item).toMatchObject({ owner_disabled: false, status: 'active' });
    expect(item?.GSI4PK).toBeDefined();
    expect((await auditOf(owner.id))[0]).toMatchObject({ action: 'enable' });
    // The seller's write now gets past the account check (and fails on its made-up photos).
    const created = await call(createOwnListing, 'POST', '/api/me/listings', {
      claims: owner.claims,
      json: { ...aListingForm(['p1', 'p2', 'p3']), idempotency_key: randomUUID() },
    });
    expect(created.status).not.toBe(403);
  });

  it('disables a profile with no account on the site only', async () => {
    const dealer = randomUUID();
    await createProfileIfAbsent(
      env.db,
      newProfile({ id: dealer, email: '', fullName: 'Scraped Vans' }, new Date()),
    );
    const listing = aListing({ user_id: dealer });
    await putListing(env.db, listing);
    const { status } = await disable(dealer, true);
    expect(status).toBe(200);
    expect((await listingItem(listing.id))?.owner_disabled).toBe(true);
    expect((await auditOf(dealer))[0]).toMatchObject({ target: { label: 'Scraped Vans' } });
  });

  it('answers 404 for an unknown user', async () => {
    const { status, body } = await disable(randomUUID(), true);
    expect(status).toBe(404);
    expect(body.error.message).toBe(ADMIN_MESSAGES.userNotFound);
  });
});

describe('one user', () => {
  it('answers 404 for an unknown user', async () => {
    const id = randomUUID();
    const { status } = await call(readUser, 'GET', userPath(id), {
      ...asAdmin(),
      pathParameters: { id },
    });
    expect(status).toBe(404);
  });
});
