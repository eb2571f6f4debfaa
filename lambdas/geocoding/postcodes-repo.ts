import { GetCommand, paginateScan, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  POSTCODE_DEFAULTS_KEY,
  POSTCODE_PK_PREFIX,
  POSTCODE_SK,
  postcodeKey,
  postcodePk,
} from '#shared/table-keys';
import { batchPutItems } from '../platform/batch-write';
import type { Db } from '../platform/db';

/**
 * Postcode centroids in the single table: a full postcode (`POSTCODE#M19AB`) or a postcode
 * district (`POSTCODE#M1`). The two never collide: an outcode has at most 4 characters, a
 * compact postcode at least 5.
 */
export type PostcodeKind = 'postcode' | 'outcode';

export type PostcodePoint = {
  /** Formatted ('M1 9AB') for a postcode, the outcode itself ('M1') for a district. */
  postcode: string;
  kind: PostcodeKind;
  latitude: number;
  longitude: number;
  /** Where the coordinates came from, e.g. 'onspd', 'outcode-csv', 'demo-towns'. */
  source: string;
};

function postcodeItem(point: PostcodePoint): Record<string, unknown> {
  return {
    ...postcodeKey(point.postcode),
    postcode: point.postcode,
    kind: point.kind,
    latitude: point.latitude,
    longitude: point.longitude,
    source: point.source,
  };
}

/**
 * Writes postcode items 25 a call, retrying what DynamoDB leaves unprocessed. A key given twice
 * is written once, the later point winning (DynamoDB rejects a batch with a repeated key).
 */
export async function putPostcodesBatch(db: Db, points: readonly PostcodePoint[]): Promise<void> {
  const items = [...new Map(points.map((p) => [postcodePk(p.postcode), postcodeItem(p)])).values()];
  await batchPutItems(db, items);
}

/** One postcode or district by its code ('M1 9AB', 'm19ab' or 'M1'): one GetItem. */
export async function getPostcode(db: Db, code: string): Promise<PostcodePoint | undefined> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: postcodeKey(code),
    }),
  );
  const item = result.Item;
  if (!item) return undefined;
  return {
    postcode: String(item.postcode),
    kind: item.kind === 'outcode' ? 'outcode' : 'postcode',
    latitude: Number(item.latitude),
    longitude: Number(item.longitude),
    source: String(item.source),
  };
}

/**
 * How many postcode items the table holds, by kind. Scans the whole table (in parallel
 * segments), so it is for the import tool and tests, never a request path.
 */
export async function countPostcodes(
  db: Db,
  segments = 4,
): Promise<{ postcodes: number; outcodes: number }> {
  const counts = { postcodes: 0, outcodes: 0 };
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      const pages = paginateScan(
        { client: db.client },
        {
          TableName: db.tableName,
          Segment: segment,
          TotalSegments: segments,
          FilterExpression: 'begins_with(PK, :prefix) AND SK = :sk',
          ProjectionExpression: 'kind',
          ExpressionAttributeValues: { ':prefix': POSTCODE_PK_PREFIX, ':sk': POSTCODE_SK },
        },
      );
      for await (const page of pages) {
        for (const item of page.Items ?? []) {
          if (item.kind === 'outcode') counts.outcodes++;
          else counts.postcodes++;
        }
      }
    }),
  );
  return counts;
}

export type PostcodeDefaultsMarker = { loadedAt: string; outcodes: number; source: string };

export async function getPostcodeDefaultsMarker(
  db: Db,
): Promise<PostcodeDefaultsMarker | undefined> {
  const result = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: POSTCODE_DEFAULTS_KEY, ConsistentRead: true }),
  );
  const item = result.Item;
  if (!item) return undefined;
  return {
    loadedAt: String(item.loaded_at),
    outcodes: Number(item.outcodes),
    source: String(item.source),
  };
}

export async function putPostcodeDefaultsMarker(
  db: Db,
  marker: PostcodeDefaultsMarker,
): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...POSTCODE_DEFAULTS_KEY,
        loaded_at: marker.loadedAt,
        outcodes: marker.outcodes,
        source: marker.source,
      },
    }),
  );
}
