import type { PublicListing } from '#shared/listing-detail';
import { keyFacts } from './key-facts';
import { KeyFactIcon } from './listing-icons';

/**
 * Year, mileage, fuel, gearbox and ULEZ under the title, each with its name: a description list
 * in a group named 'Key facts', so a screen reader reads 'Mileage, 45,000 miles'. One row where
 * five fit; on phones three and two, smaller and without icons, so the photo stays near the top.
 */
export function KeyFactsStrip({ listing }: { listing: PublicListing }) {
  return (
    <div role="group" aria-label="Key facts" className="mt-4">
      <dl className="flex flex-wrap gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200">
        {keyFacts(listing).map((fact) => (
          // Only <dt> and <dd> may sit in a <dl>'s group, so the icon goes in the <dt>.
          <div
            key={fact.id}
            className="relative grow basis-28 bg-white px-2.5 py-2 sm:basis-36 sm:py-2.5 sm:pr-4 sm:pl-12"
          >
            <dt className="text-xs font-medium text-muted">
              <KeyFactIcon
                fact={fact.id}
                className="absolute top-1/2 left-3.5 hidden size-6 -translate-y-1/2 text-brand-700 sm:block"
              />
              {fact.label}
            </dt>
            <dd className="text-sm font-semibold text-ink sm:text-base">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
