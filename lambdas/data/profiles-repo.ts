import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { profileSchema, type Profile } from '../../shared/profile';
import { batchPutItems } from './batch-write';
import type { Db } from './listings-repo';

export const profilePk = (userId: string) => `USER#${userId}`;
export const PROFILE_SK = 'PROFILE';

function profileItem(profile: Profile): Record<string, unknown> {
  return { ...profile, PK: profilePk(profile.id), SK: PROFILE_SK };
}

export async function getProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: { PK: profilePk(userId), SK: PROFILE_SK },
      ...(db.onCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {}),
    }),
  );
  db.onCapacity?.(result.ConsumedCapacity?.CapacityUnits ?? 0);
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
