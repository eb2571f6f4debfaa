import type { AuditEntry } from '#shared/admin/audit';
import { auditChanges, auditHeadline } from './audit-format';
import { ChangesTable } from './changes-table';
import { adminDateTime } from './format';
import { Card } from '../../ui/card';

type AuditTrailProps = {
  entries: readonly AuditEntry[];
  /** The section's heading id, unique on the page. */
  id?: string;
  /** 'Audit trail' unless a page needs another heading. */
  title?: string;
  /** Said when nothing has been done yet. */
  empty?: string;
};

/**
 * The admin actions on a listing, user or the settings, newest first: when, what and who, the
 * reason where one was given, and each changed field before and after.
 */
export function AuditTrail({
  entries,
  id = 'audit-trail',
  title = 'Audit trail',
  empty = 'No admin actions yet.',
}: AuditTrailProps) {
  return (
    <Card headingId={id} title={title}>
      {entries.length === 0 ? (
        <p className="mt-3 text-muted">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {entries.map((entry) => {
            const changes = auditChanges(entry);
            return (
              <li key={entry.id} className="border-l-4 border-slate-300 pl-4">
                <p className="font-semibold text-ink">{auditHeadline(entry)}</p>
                <p className="text-sm text-muted">
                  <time dateTime={entry.at}>{adminDateTime(entry.at)}</time>
                  {entry.actor.email ? ` · ${entry.actor.email}` : null}
                </p>
                {entry.reason ? (
                  <p className="mt-1 text-sm break-words text-ink">
                    <span className="font-semibold">Reason: </span>
                    {entry.reason}
                  </p>
                ) : null}
                {changes.length > 0 ? (
                  <ChangesTable caption="Fields changed" changes={changes} variant="trail" />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
