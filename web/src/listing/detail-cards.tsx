import type { PublicListing } from '#shared/listing-detail';
import { historyRows, keyDetailRows, specificationRows, type DetailRow } from './listing-copy';
import { cardClass } from '../ui/card';

/** Vehicle history, key details and technical specifications as three cards. */
export function DetailCards({ listing }: { listing: PublicListing }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <DetailCard title="Vehicle history" rows={historyRows(listing)} />
      <DetailCard title="Key details" rows={keyDetailRows(listing)} />
      <DetailCard title="Technical specifications" rows={specificationRows(listing)} />
    </div>
  );
}

function DetailCard({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <section className={cardClass({ padding: 'list' })}>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
