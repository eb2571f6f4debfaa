import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { auditPk, LISTING_PK_PREFIX, PAYMENT_PK_PREFIX, USER_PK_PREFIX } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { putFiguresWhole } from './figures-repo';
import { figuresFromItems, type WholeFigures } from './figures-from-items';

/** What the figures read of an item; the rest of each item stays in the table. */
const ATTRIBUTES = [
  'PK',
  'SK',
  'id',
  'title',
  'year',
  'make',
  'model',
  'status',
  'approval_status',
  'owner_disabled',
  'reports_hidden',
  'expired',
  'created_at',
  'updated_at',
  'email',
  'full_name',
  'action',
  'at',
  'listing_title',
  'amount_pence',
  'paid_at',
];

/** Every listing, profile, payment and listing audit entry, by a parallel, consistent Scan. */
async function scanFigureItems(db: Db, segments: number): Promise<Record<string, unknown>[]> {
  const scanSegment = async (segment: number) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.client.send(
        new ScanCommand({
          TableName: db.tableName,
          Segment: segment,
          TotalSegments: segments,
          ConsistentRead: true,
          ProjectionExpression: ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
          FilterExpression:
            'begins_with(#a0, :listing) OR begins_with(#a0, :user) OR begins_with(#a0, :audit) OR begins_with(#a0, :payment)',
          ExpressionAttributeNames: Object.fromEntries(
            ATTRIBUTES.map((name, i) => [`#a${i}`, name]),
          ),
          ExpressionAttributeValues: {
            ':listing': LISTING_PK_PREFIX,
            ':user': USER_PK_PREFIX,
            ':audit': auditPk('listing', ''),
            ':payment': PAYMENT_PK_PREFIX,
          },
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const parts = await Promise.all(Array.from({ length: segments }, (_, i) => scanSegment(i)));
  return parts.flat();
}

/**
 * Sets the admin figures whole from a Scan of the table (`npm run figures:rebuild`; the local
 * stage when its data predates the figures): for data the stream consumer never saw. Off every
 * request path. Changes counted by the consumer while it scans may count twice: run it while
 * the table is quiet.
 */
export async function rebuildAdminFigures(
  db: Db,
  options: { now?: Date; segments?: number } = {},
): Promise<WholeFigures & { scanned: number; ms: number }> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const items = await scanFigureItems(db, options.segments ?? 4);
  const figures = figuresFromItems(items, now);
  await putFiguresWhole(db, figures, now);
  return { ...figures, scanned: items.length, ms: Date.now() - started };
}
