import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/platform/db';
import type { Key } from '#shared/table-keys';

/**
 * Runs an upgrade once per table: what the local stage does on start over kept data. A marker
 * item (`UPGRADES` / the upgrade's name) says it ran; undefined when it had.
 */
export async function oncePerTable<T>(
  db: Db,
  name: string,
  upgrade: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  const marker: Key = { PK: 'UPGRADES', SK: name };
  const done = await db.client.send(new GetCommand({ TableName: db.tableName, Key: marker }));
  if (done.Item) return undefined;
  const result = await upgrade(db);
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: { ...marker, at: new Date().toISOString() } }),
  );
  return result;
}
