import { Link } from 'react-router-dom';
import type { CompareItem } from '#shared/compare';
import { ListingImage } from '../ui/listing-image';
import type { CompareRow } from './compare-rows';

type CompareTableProps = {
  items: CompareItem[];
  rows: CompareRow[];
  onRemove: (id: string) => void;
};

const LABEL_CELL =
  'sticky left-0 z-10 w-24 min-w-24 border-r border-slate-200 bg-white p-2 text-left align-top text-sm font-semibold text-ink sm:w-40 sm:min-w-40 sm:p-3';
const VAN_CELL = 'w-36 min-w-36 p-2 align-top text-sm text-ink sm:w-56 sm:min-w-56 sm:p-3';

/** The photo and the title, both linking to the advert, and the van's Remove. */
function VanHeading({ item, onRemove }: { item: CompareItem; onRemove: (id: string) => void }) {
  const name = item.available ? item.title : 'No longer available';
  return (
    <th scope="col" className={`${VAN_CELL} text-left font-normal`}>
      {item.available ? (
        <>
          <Link to={item.path} tabIndex={-1} aria-hidden="true" className="block">
            {item.image_url ? (
              <ListingImage
                url={item.image_url}
                variant={320}
                sizes="(min-width: 640px) 224px, 144px"
                width={320}
                height={240}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
              />
            ) : (
              <span className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100 text-xs text-muted">
                No photo yet
              </span>
            )}
          </Link>
          <Link
            to={item.path}
            className="mt-2 block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>
        </>
      ) : (
        <p className="flex aspect-[4/3] w-full items-center justify-center rounded-md border border-dashed border-slate-400 bg-slate-50 p-2 text-center font-semibold">
          No longer available
        </p>
      )}
      <button
        type="button"
        onClick={() => onRemove(item.id)}
        aria-label={`Remove ${name}`}
        className="mt-2 min-h-10 rounded-md border border-slate-500 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-100"
      >
        Remove
      </button>
    </th>
  );
}

/**
 * The vans side by side: a row per fact, its label kept in view while the table scrolls
 * sideways on a phone (two vans at 390 px). A row where the vans differ is tinted and says
 * 'Differs' in its label, so the marking is read out, not only seen.
 */
export function CompareTable({ items, rows, onRemove }: CompareTableProps) {
  return (
    <div className="space-y-2">
      {/* Outside the scrolling table, so that a phone shows it whole. */}
      <p className="text-sm text-muted">
        Rows marked <strong className="text-ink">Differs</strong> are the ones where these vans are
        not the same.
      </p>
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="w-full border-collapse">
          <caption id="compare-caption" className="sr-only">
            Vans side by side
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className={LABEL_CELL} />
              {items.map((item) => (
                <VanHeading key={item.id} item={item} onRemove={onRemove} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-row={row.key}
                data-differs={row.differs || undefined}
                className={`border-b border-slate-200 last:border-b-0 ${row.differs ? 'bg-amber-50' : ''}`}
              >
                <th scope="row" className={`${LABEL_CELL} ${row.differs ? 'bg-amber-50' : ''}`}>
                  {row.label}
                  {row.differs ? (
                    <span className="mt-1 block w-fit rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-ink">
                      Differs
                    </span>
                  ) : null}
                </th>
                {row.cells.map((cell, column) =>
                  cell ? (
                    <td key={items[column]!.id} className={VAN_CELL}>
                      {row.key === 'features' && cell.lines.length > 1 ? (
                        <ul className="space-y-0.5">
                          {cell.lines.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      ) : (
                        cell.lines.map((line, index) => (
                          <span
                            key={line}
                            className={index === 0 ? 'block' : 'block text-xs text-muted'}
                          >
                            {line}
                          </span>
                        ))
                      )}
                    </td>
                  ) : (
                    <td key={items[column]!.id} className={`${VAN_CELL} text-muted`}>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">No longer available</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
