import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/platform/db';

/**
 * Runs an upgrade of kept data once per table (the local stage's start): a marker item
 * (`UPGRADES` / `{name}`) says it ran. Undefined when it had run already.
 */
export async function oncePerTable<T>(
  db: Db,
  name: string,
  upgrade: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  const marker = { PK: 'UPGRADES', SK: name };
  const done = await db.client.send(new GetCommand({ TableName: db.tableName, Key: marker }));
  if (done.Item) return undefined;
  const result = await upgrade(db);
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: { ...marker, at: new Date().toISOString() } }),
  );
  return result;
}
