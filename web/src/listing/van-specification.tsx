import type { PublicListing } from '#shared/listing-detail';
import { cardClass } from '../ui/card';
import { VAN_SPEC_SECTION, vanSpecRows } from '../lib/van-spec-rows';

/**
 * The advert's 'Van specification' (issue 31): what the seller gave of the van's load space,
 * weights and plate, nothing when they gave none. The MOT history sits below it, in its own
 * component.
 */
export function VanSpecification({ listing }: { listing: PublicListing }) {
  const rows = vanSpecRows(listing);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="van-specification" className={cardClass({ padding: 'list' })}>
      <h2 id="van-specification" className="text-lg font-bold text-ink">
        {VAN_SPEC_SECTION.title}
      </h2>
      <dl className="mt-3 grid gap-x-8 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex justify-between gap-4 border-b border-slate-100 py-1.5"
          >
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
