import { BatchGetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { blockKey } from '#shared/table-keys';
import type { Db } from '../platform/db';

/** Who blocked whom between two users: 'me' when `userId` blocked `otherId`, else 'them'. */
export async function blockBetween(
  db: Db,
  userId: string,
  otherId: string,
): Promise<'me' | 'them' | null> {
  const answer = await db.client.send(
    new BatchGetCommand({
      RequestItems: {
        [db.tableName]: {
          Keys: [blockKey(userId, otherId), blockKey(otherId, userId)],
          ProjectionExpression: 'PK',
          ConsistentRead: true,
        },
      },
    }),
  );
  const found = new Set((answer.Responses?.[db.tableName] ?? []).map((item) => String(item.PK)));
  if (found.has(blockKey(userId, otherId).PK)) return 'me';
  if (found.has(blockKey(otherId, userId).PK)) return 'them';
  return null;
}

export async function putBlock(db: Db, userId: string, blockedId: string, at: string) {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...blockKey(userId, blockedId), blocked_id: blockedId, blocked_at: at },
    }),
  );
}

export async function deleteBlock(db: Db, userId: string, blockedId: string) {
  await db.client.send(
    new DeleteCommand({ TableName: db.tableName, Key: blockKey(userId, blockedId) }),
  );
}
