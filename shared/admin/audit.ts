import { z } from 'zod';

/**
 * The admin audit trail: every admin action, who did it, when, and the fields it changed before
 * and after. Written in the same transaction as the change it records (docs/admin.md), kept two
 * years, shown on the listing, the user and the settings page.
 */
export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'status',
  'edit',
  'photo_delete',
  'photo_main',
  'delete',
  'tag',
  'role',
  'disable',
  'enable',
  'settings',
  'boost_end',
  'refund',
  'account_type',
  'take_down',
  'reports_dismissed',
  'dealer_page',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['listing', 'user', 'settings'] as const;

/** At least a year, as promised; two, so last year's questions can still be answered. */
export const AUDIT_RETENTION_DAYS = 730;

/** How many entries an admin screen shows of one listing's, user's or the settings' trail. */
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  status: 'Status changed',
  edit: 'Edited',
  photo_delete: 'Photo deleted',
  photo_main: 'Main photo changed',
  delete: 'Deleted',
  tag: 'Tag changed',
  role: 'Role changed',
  disable: 'Account disabled',
  enable: 'Account enabled',
  settings: 'Settings changed',
  boost_end: 'Boost ended',
  refund: 'Payment refunded',
  account_type: 'Account type changed',
  take_down: 'Taken down after reports',
  reports_dismissed: 'Reports dismissed',
  dealer_page: 'Dealer page changed',
};

/** Field values as they were stored (strings, numbers, booleans, lists, null). */
const changedFields = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  target: z.object({
    kind: z.enum(AUDIT_TARGET_KINDS),
    id: z.string(),
    /** What it was called then ('2019 Ford Transit', a user's e-mail): kept after a delete. */
    label: z.string(),
  }),
  /** Only the fields the action changed; null where there was nothing before or after. */
  before: changedFields.nullable(),
  after: changedFields.nullable(),
  /** A rejection's reason, or why a boost was ended. */
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
