import type { AuditEntry } from '../../../../shared/admin/audit';
import { CARD, CARD_HEADING } from './admin-styles';
import { auditChanges, auditHeadline } from './audit-format';
import { adminDateTime } from './format';

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
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className={CARD_HEADING}>
        {title}
      </h2>
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
                  <table className="mt-2 w-full text-sm">
                    <caption className="sr-only">Fields changed</caption>
                    <thead>
                      <tr className="text-left text-muted">
                        <th scope="col" className="py-1 pr-3 font-semibold">
                          Field
                        </th>
                        <th scope="col" className="py-1 pr-3 font-semibold">
                          Before
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          After
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {changes.map((change) => (
                        <tr key={change.field} className="align-top">
                          <th scope="row" className="py-1 pr-3 text-left font-medium text-ink">
                            {change.label}
                          </th>
                          <td className="py-1 pr-3 break-words text-ink">{change.before}</td>
                          <td className="py-1 break-words text-ink">{change.after}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
