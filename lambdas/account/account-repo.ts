import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '#shared/admin/audit';
import type { AdminUserRow } from '#shared/admin/users';
import type { SellerType } from '#shared/catalogue/enums';
import { adminMirrorKeys, profileKey, INDEX_KEYS } from '#shared/table-keys';
import { userMirrorRow, auditPuts } from '#lambdas/admin';
import { writtenIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';
import { setFields } from '../platform/set-fields';
import { cancelledOn } from '../platform/transactions';

/**
 * The admin's fields of a profile (`USER#{id}` / `PROFILE`), beside the user's own: the role
 * (mirroring the Cognito group), the tag and the disabled flag. Absent means the default
 * ('user', no tag, enabled): profiles written before issue 16, and every new one.
 */
export type AdminUserFields = Pick<AdminUserRow, 'role' | 'tag' | 'disabled'>;

const DEFAULTS: AdminUserFields = { role: 'user', tag: null, disabled: false };

/** A profile as the admin screens show it, read strongly consistent (a change starts here). */
export async function getAdminUser(db: Db, userId: string): Promise<AdminUserRow | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: profileKey(userId), ConsistentRead: true }),
  );
  return Item ? userMirrorRow(Item) : undefined;
}

/** Whether the user's account is disabled (a missing profile is not). */
export async function isUserDisabled(db: Db, userId: string): Promise<boolean> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'disabled',
      ConsistentRead: true,
    }),
  );
  return Item?.disabled === true;
}

type Expression = {
  names: Record<string, string>;
  values: Record<string, unknown>;
  conditions: string[];
  sets: string[];
  removes: string[];
};

/**
 * The update of the changed fields, each on condition that it still holds the value it was
 * read with: a change made meanwhile by another admin is not overwritten, and the audit
 * entry's "before" is what was really replaced.
 */
function fieldUpdates(before: AdminUserRow, change: Partial<AdminUserFields>): Expression {
  const expression: Expression = {
    names: {},
    values: {},
    conditions: ['attribute_exists(PK)'],
    sets: [],
    removes: [],
  };
  (Object.keys(change) as (keyof AdminUserFields)[]).forEach((field, i) => {
    const name = `#f${i}`;
    expression.names[name] = field;
    const was = before[field];
    if (was === DEFAULTS[field]) {
      expression.conditions.push(
        was === null
          ? `(attribute_not_exists(${name}) OR attribute_type(${name}, :null))`
          : `(attribute_not_exists(${name}) OR ${name} = :was${i})`,
      );
      if (was === null) expression.values[':null'] = 'NULL';
      else expression.values[`:was${i}`] = was;
    } else {
      expression.conditions.push(`${name} = :was${i}`);
      expression.values[`:was${i}`] = was;
    }
    const value = change[field];
    // No tag is no attribute, as on a profile never tagged.
    if (value === null) expression.removes.push(name);
    else {
      expression.sets.push(`${name} = :now${i}`);
      expression.values[`:now${i}`] = value;
    }
  });
  return expression;
}

/**
 * Changes admin fields of a profile and records the audit entry, in one transaction: no change
 * without its record. The admin mirror's keys are stamped so the lists see it within seconds.
 * 'missing': there is no such profile; 'stale': a field changed since `before` was read.
 */
export async function writeAdminUserChange(
  db: Db,
  before: AdminUserRow,
  change: Partial<AdminUserFields>,
  audit: AuditEntry,
): Promise<'written' | 'missing' | 'stale'> {
  const expression = fieldUpdates(before, change);
  const mirror = adminMirrorKeys('users', before.id, new Date(audit.at));
  expression.names['#mpk'] = INDEX_KEYS.admin.pk;
  expression.names['#msk'] = INDEX_KEYS.admin.sk;
  expression.values[':mpk'] = mirror[INDEX_KEYS.admin.pk];
  expression.values[':msk'] = mirror[INDEX_KEYS.admin.sk];
  expression.sets.push('#mpk = :mpk', '#msk = :msk');
  const update = [
    `SET ${expression.sets.join(', ')}`,
    ...(expression.removes.length > 0 ? [`REMOVE ${expression.removes.join(', ')}`] : []),
  ].join(' ');
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.tableName,
              Key: profileKey(before.id),
              UpdateExpression: update,
              ConditionExpression: expression.conditions.join(' AND '),
              ExpressionAttributeNames: expression.names,
              ExpressionAttributeValues: expression.values,
            },
          },
          ...auditPuts(db, audit),
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (cancelledOn(error, 0)) {
      return (await getAdminUser(db, before.id)) ? 'stale' : 'missing';
    }
    throw error;
  }
}

/**
 * Sets a profile's role outside the admin screens, where the Cognito group was changed by an
 * operator's tool (`npm run admin:grant`, the demo admin): the profile mirrors the group. No
 * audit entry: no admin acted. False when the user has no profile yet (it is written 'user'
 * at confirmation; the next change through the screens brings it in step).
 */
export async function setProfileRole(
  db: Db,
  userId: string,
  role: AdminUserRow['role'],
): Promise<boolean> {
  return writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: profileKey(userId),
        ...setFields({ role, ...adminMirrorKeys('users', userId) }),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
}

/**
 * Sets the account's type on the profile with its audit entry, in one transaction, only over
 * the type read ('stale' if it changed meanwhile, 'missing' without a profile). The admin
 * mirror's keys are stamped like any admin change of a user.
 */
export async function writeAccountTypeChange(
  db: Db,
  userId: string,
  change: { before: SellerType; after: SellerType },
  audit: AuditEntry,
): Promise<'written' | 'missing' | 'stale'> {
  const mirror = adminMirrorKeys('users', userId, new Date(audit.at));
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.tableName,
              Key: profileKey(userId),
              UpdateExpression: 'SET #type = :after, #mpk = :mpk, #msk = :msk',
              ConditionExpression: 'attribute_exists(PK) AND #type = :before',
              ExpressionAttributeNames: {
                '#type': 'seller_type',
                '#mpk': INDEX_KEYS.admin.pk,
                '#msk': INDEX_KEYS.admin.sk,
              },
              ExpressionAttributeValues: {
                ':after': change.after,
                ':before': change.before,
                ':mpk': mirror[INDEX_KEYS.admin.pk],
                ':msk': mirror[INDEX_KEYS.admin.sk],
              },
            },
          },
          ...auditPuts(db, audit),
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (cancelledOn(error, 0)) {
      return (await getAdminUser(db, userId)) ? 'stale' : 'missing';
    }
    throw error;
  }
}
