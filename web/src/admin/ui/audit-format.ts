import { AUDIT_ACTION_LABELS, type AuditEntry } from '#shared/admin/audit';

/** One field an admin action changed, as text for the trail. */
export type AuditChange = { field: string; label: string; before: string; after: string };

/** 'approval_status' -> 'Approval status'; 'v5c_logbook_available' -> 'V5c logbook available'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: lists joined, yes/no for flags, a dash for nothing. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every field either side names, in the order the action wrote them. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: auditValue(before[field]),
    after: auditValue(after[field]),
  }));
}

/** 'Approved by Alex Morgan' (the e-mail address when the admin has no name). */
export function auditHeadline(entry: Pick<AuditEntry, 'action' | 'actor'>): string {
  const who = entry.actor.name.trim() || entry.actor.email || 'an admin';
  return `${AUDIT_ACTION_LABELS[entry.action]} by ${who}`;
}
