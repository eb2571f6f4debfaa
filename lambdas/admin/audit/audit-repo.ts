import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  auditEntrySchema,
  type AuditAction,
  type AuditEntry,
} from '#shared/admin/audit';
import { auditKey, auditPk, type AuditTargetKind } from '#shared/table-keys';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/db';

/** Who did it, as the audit trail names them (from the verified token). */
export type AuditActor = AuditEntry['actor'];

export function actorOf(auth: Pick<AuthContext, 'userId' | 'email' | 'name'>): AuditActor {
  return { id: auth.userId, email: auth.email ?? '', name: auth.name ?? auth.email ?? auth.userId };
}

/** The fields whose values differ between two versions, each side holding only those. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
  /** Whether two values of a field are the same answer; by default absent is null. */
  same: (field: string, a: unknown, b: unknown) => boolean = (_field, a, b) =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null),
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changed = fields.filter((field) => !same(field, before[field], after[field]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}

export function newAuditEntry(input: {
  actor: AuditActor;
  action: AuditAction;
  target: AuditEntry['target'];
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  at: Date;
}): AuditEntry {
  return {
    id: randomUUID(),
    at: input.at.toISOString(),
    action: input.action,
    actor: input.actor,
    target: input.target,
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason ?? null,
  };
}

/**
 * The Puts that record an entry, for the transaction of the change itself (no change without
 * its record, no record without its change): one under its target and one under each other
 * partition that shows it (a listing's owner, who sees what admins did to their listings).
 */
export function auditPuts(
  db: Db,
  entry: AuditEntry,
  alsoUnder: readonly { kind: AuditTargetKind; id: string }[] = [],
) {
  const expiresAt = Math.floor(Date.parse(entry.at) / 1000) + AUDIT_RETENTION_DAYS * 24 * 3600;
  return [{ kind: entry.target.kind, id: entry.target.id }, ...alsoUnder].map((under) => ({
    Put: {
      TableName: db.tableName,
      Item: {
        ...auditKey(under.kind, under.id, entry.at, entry.id),
        ...entry,
        expires_at: expiresAt,
      },
    },
  }));
}

/** The newest entries recorded under a listing, a user or the settings, newest first. */
export async function listAudit(
  db: Db,
  kind: AuditTargetKind,
  id: string,
  limit: number = AUDIT_PAGE_SIZE,
): Promise<AuditEntry[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPk(kind, id) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => auditEntrySchema.parse(item));
}
