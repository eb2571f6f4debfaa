import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  DEALER_DIRECTORY_PK,
  dealerDirectoryKey,
  dealerSlugKey,
  profileKey,
} from '#shared/table-keys';
import type { AuditEntry } from '#shared/admin/audit';
import { auditPuts } from '#lambdas/admin';
import { writtenIf } from '../../platform/conditional-write';
import type { Db } from '../../platform/db';
import { sendTransaction } from '../../platform/transactions';

/** One dealer in the directory item (`DEALERS` / `DEALER#{userId}`). */
export type DirectoryEntry = {
  user_id: string;
  slug: string;
  name: string;
  town: string;
  verified_at: string | null;
  hidden: boolean;
  /** When the dealer's page last changed (the sitemap's lastmod). */
  updated_at: string;
};

/** A slug's item: the account it names, and when it was claimed. */
export function slugItem(slug: string, userId: string, at: string): Record<string, unknown> {
  return { ...dealerSlugKey(slug), user_id: userId, claimed_at: at };
}

/** A dealer's directory item. */
export function directoryItem(entry: DirectoryEntry): Record<string, unknown> {
  return { ...dealerDirectoryKey(entry.user_id), ...entry };
}

/** The account a dealer slug names (a current slug or one a rename left), or undefined. */
export async function getSlugOwner(db: Db, slug: string): Promise<string | undefined> {
  const result = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: dealerSlugKey(slug) }),
  );
  const owner = result.Item?.user_id;
  return typeof owner === 'string' ? owner : undefined;
}

/**
 * Claims a slug for a dealer: written when nobody has it, or when it is already theirs (a
 * rename back). False when another dealer holds it.
 */
export async function claimSlug(db: Db, slug: string, userId: string, at: string) {
  return writtenIf(
    db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: slugItem(slug, userId, at),
        ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    ),
  );
}

/** Points the profile at its current slug (only while the profile exists). */
export async function setProfileSlug(db: Db, userId: string, slug: string): Promise<boolean> {
  return writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET dealer_slug = :slug',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':slug': slug },
      }),
    ),
  );
}

export async function putDirectoryEntry(db: Db, entry: DirectoryEntry): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: directoryItem(entry),
    }),
  );
}

export async function deleteDirectoryEntry(db: Db, userId: string): Promise<void> {
  await db.client.send(
    new DeleteCommand({ TableName: db.tableName, Key: dealerDirectoryKey(userId) }),
  );
}

/** Every dealer of the directory: one Query of its partition, page after page. */
export async function queryDirectory(db: Db): Promise<DirectoryEntry[]> {
  const entries: DirectoryEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': DEALER_DIRECTORY_PK },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      entries.push({
        user_id: String(item.user_id),
        slug: String(item.slug),
        name: String(item.name),
        town: String(item.town ?? ''),
        verified_at: typeof item.verified_at === 'string' ? item.verified_at : null,
        hidden: item.hidden === true,
        updated_at: String(item.updated_at ?? ''),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return entries;
}

/**
 * An admin's verify or hide: the profile's flags, the directory's copy and the audit entry in
 * one transaction, only while the account is a trade dealer's.
 */
export async function writeDealerModeration(
  db: Db,
  entry: DirectoryEntry,
  audit: AuditEntry,
): Promise<void> {
  await sendTransaction(db, [
    {
      Update: {
        TableName: db.tableName,
        Key: profileKey(entry.user_id),
        UpdateExpression: 'SET dealer_verified_at = :verified, dealer_hidden = :hidden',
        ConditionExpression: 'attribute_exists(PK) AND seller_type = :trade',
        ExpressionAttributeValues: {
          ':verified': entry.verified_at,
          ':hidden': entry.hidden,
          ':trade': 'trade_dealer',
        },
      },
    },
    { Put: { TableName: db.tableName, Item: directoryItem(entry) } },
    ...auditPuts(db, audit),
  ]);
}
