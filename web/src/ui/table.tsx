import type { ReactNode } from 'react';
import { cardClass } from './card';
import { CARD_SURFACE } from './styles';

export type Column<T> = {
  /** Stable and unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a title, a name): a <th scope="row">. One column at most. */
  rowHeader?: boolean;
  /** Added to the header and each cell: widths, alignment. */
  className?: string;
};

type TableProps<T> = {
  /** What the table holds ('Listings'); shown above it when `captionVisible`. */
  caption: ReactNode;
  captionVisible?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows ('No listings found'). */
  empty: ReactNode;
  /**
   * Rows a line high for long lists (Admin Listings, Admin Users): a fixed layout, so the
   * columns keep the widths their `className` sets and long text is cut (OneLine) instead of
   * wrapping; less padding.
   */
  dense?: boolean;
};

const TH = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const TD = 'px-3 py-3 align-middle';
const DENSE_TH = 'px-2 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const DENSE_TD = 'px-2 py-1.5 align-middle';

/**
 * A plain, semantic table of rows (desktop); one column may name each row. No overflow box
 * around it, so a menu opened in a row is never clipped; a page that can be narrow shows cards
 * instead (the admin lists do below ADMIN_TABLE_QUERY).
 */
export function Table<T>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  dense = false,
}: TableProps<T>) {
  const [th, td] = dense ? [DENSE_TH, DENSE_TD] : [TH, TD];
  if (rows.length === 0) {
    return (
      <p
        role="status"
        className={cardClass({
          padding: 'roomy',
          className: 'text-center text-lg font-medium text-ink',
        })}
      >
        {empty}
      </p>
    );
  }
  return (
    <div className={CARD_SURFACE}>
      <table className={`w-full border-collapse text-sm ${dense ? 'table-fixed' : ''}`}>
        <caption
          className={
            captionVisible
              ? 'border-b border-slate-200 px-3 py-3 text-left text-sm text-muted'
              : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead className="border-b border-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${th} ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={`${td} text-left font-normal ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={`${td} ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
