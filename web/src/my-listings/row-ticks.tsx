import type { OwnListingRow } from '#shared/own-listings';
import { BULK_COPY } from './bulk-actions';

/** Which rows are ticked for the bulk bar, and how a tick changes it (decision 071). */
export type RowSelection = {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (ids: readonly string[], on: boolean) => void;
};

/** A tick box: big enough to hit, the kit's accent colour. */
const TICK = 'size-5 shrink-0 rounded border-slate-500 accent-brand-700';

/**
 * One row's tick box, named by the seller's own title of the listing ('Select Stock van A'):
 * a dealer's vans often share year, make and model, the row's heading.
 */
export function RowTick({
  id,
  title,
  selection,
  className = '',
}: {
  id: string;
  title: string;
  selection: RowSelection;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={BULK_COPY.selectRow(title)}
      checked={selection.selected.has(id)}
      onChange={(event) => selection.toggle(id, event.target.checked)}
      className={`${TICK} ${className}`}
    />
  );
}

/**
 * The page's tick box: ticks every row shown, or unticks them all when all are ticked. Named by
 * `aria-label`, or by the label around it when `labelled` (the cards' 'Select all' line).
 */
export function PageTick({
  rows,
  selection,
  labelled = false,
}: {
  rows: readonly Pick<OwnListingRow, 'id'>[];
  selection: RowSelection;
  labelled?: boolean;
}) {
  const all = rows.length > 0 && rows.every((row) => selection.selected.has(row.id));
  return (
    <input
      type="checkbox"
      aria-label={labelled ? undefined : BULK_COPY.selectAll}
      checked={all}
      onChange={(event) =>
        selection.toggleAll(
          rows.map((row) => row.id),
          event.target.checked,
        )
      }
      className={TICK}
    />
  );
}
