import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../config';
import { dynamo } from './dynamo';

/** The table a data function works on: the document client and the table's name. */
export type Db = { client: DynamoDBDocumentClient; tableName: string };

/** The stage's table through the container's client (TABLE_NAME). */
export function stageDb(): Db {
  return { client: dynamo(), tableName: env.tableName };
}
