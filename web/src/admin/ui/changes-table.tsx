import type { AuditChange } from './audit-format';

type ChangesTableProps = {
  /** What changed, for screen readers ('Fields changed'). */
  caption: string;
  changes: readonly AuditChange[];
  /**
   * 'trail': compact lines inside an audit entry. 'review': the changes panel's ruled rows, the
   * old value struck through and the new one marked as inserted.
   */
  variant: 'trail' | 'review';
};

const LOOKS = {
  trail: { table: 'mt-2', head: 'text-left text-muted', body: undefined, cell: 'py-1' },
  review: {
    table: 'mt-3',
    head: 'border-b border-slate-200 text-left text-muted',
    body: 'divide-y divide-slate-100',
    cell: 'py-2',
  },
} as const;

/** Field, Before and After: each changed field a row, named by its label. */
export function ChangesTable({ caption, changes, variant }: ChangesTableProps) {
  const look = LOOKS[variant];
  const marked = variant === 'review';
  return (
    <table className={`${look.table} w-full text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className={look.head}>
          <th scope="col" className={`${look.cell} pr-3 font-semibold`}>
            Field
          </th>
          <th scope="col" className={`${look.cell} pr-3 font-semibold`}>
            Before
          </th>
          <th scope="col" className={`${look.cell} font-semibold`}>
            After
          </th>
        </tr>
      </thead>
      <tbody className={look.body}>
        {changes.map((change) => (
          <tr key={change.field} className="align-top">
            <th scope="row" className={`${look.cell} pr-3 text-left font-medium text-ink`}>
              {change.label}
            </th>
            <td className={`${look.cell} pr-3 break-words text-ink`}>
              {marked ? (
                <del className="decoration-red-700">{change.before || '—'}</del>
              ) : (
                change.before
              )}
            </td>
            <td className={`${look.cell} break-words text-ink`}>
              {marked ? <ins className="no-underline">{change.after || '—'}</ins> : change.after}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
