import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { profileSchema, type Profile, type ProfileChanges } from '#shared/profile';
import { adminMirrorKeys, profileKey } from '#shared/table-keys';
import { batchPutItems } from '../platform/batch-write';
import { answerIf, writtenIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';
import { setFields } from '../platform/set-fields';

/** The profile item, with the admin mirror's keys stamped with the time of this write. */
function profileItem(profile: Profile): Record<string, unknown> {
  return { ...profile, ...profileKey(profile.id), ...adminMirrorKeys('users', profile.id) };
}

export async function getProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: profileKey(userId),
    }),
  );
  if (!result.Item) return undefined;
  const { PK: _pk, SK: _sk, ...fields } = result.Item;
  return profileSchema.parse(fields);
}

export async function putProfile(db: Db, profile: Profile): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: profileItem(profile) }));
}

export async function putProfilesBatch(db: Db, profiles: Profile[]): Promise<void> {
  await batchPutItems(db, profiles.map(profileItem));
}

/** Writes the profile unless the user has one already (a repeated confirmation, a retry). */
export async function createProfileIfAbsent(db: Db, profile: Profile): Promise<boolean> {
  return writtenIf(
    db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: profileItem(profile),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/**
 * Changes the fields a user may edit, in one UpdateItem, only if the profile exists; returns
 * the profile as stored, or undefined when there is none.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  update: ProfileChanges,
): Promise<Profile | undefined> {
  const result = await answerIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: profileKey(userId),
        // A field left out of the update (the address, from an older form) stays as it is.
        ...setFields({
          ...Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)),
          ...adminMirrorKeys('users', userId),
        }),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!result) return undefined;
  const { PK: _pk, SK: _sk, ...stored } = result.Attributes ?? {};
  return profileSchema.parse(stored);
}
