import { Link } from 'react-router-dom';
import { modelsOf } from '#shared/catalogue/makes';
import type { SearchFilters } from '#shared/search/filters';
import { slugify } from '#shared/slug';
import { withModel } from '#shared/search/filter-rules';
import { saveFilters } from '../lib/saved-filters';
import { searchHref } from '#shared/pages/results-url';
import { formatNumber } from '#shared/format';

/** The strip shows the first 8 models of the make: one row on a wide screen. */
export const POPULAR_MODELS_LIMIT = 8;

type PopularModelsProps = {
  make: string;
  filters: SearchFilters;
  /** Vans per model slug with the other filters applied; undefined before the first answer. */
  counts: Record<string, number> | undefined;
};

/** Shown when only a make is chosen: each model keeps the other filters, as the counts do. */
export function PopularModels({ make, filters, counts }: PopularModelsProps) {
  const models = modelsOf(make).slice(0, POPULAR_MODELS_LIMIT);
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="popular-models-heading" className="mb-6">
      <h2 id="popular-models-heading" className="text-lg font-bold text-ink">
        Popular {make} Models
      </h2>
      {/* One row that scrolls sideways on phones (each link is a Tab stop, and focus scrolls
          it into view); it wraps from 768 px, where the row has room. */}
      <ul className="-mx-4 mt-3 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:px-6 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
        {models.map((model) => {
          const target = withModel(filters, slugify(model));
          // Models without vans may be left out of the facet: they count 0.
          const count = counts ? (counts[slugify(model)] ?? 0) : undefined;
          const label = count === undefined ? model : `${model} (${formatNumber(count)})`;
          return (
            <li key={model} className="shrink-0 snap-start">
              {count === 0 ? (
                // No van to find: shown for completeness, not offered as a dead end.
                <span className="inline-block rounded-full border border-slate-200 bg-slate-50 px-4 py-2 text-sm whitespace-nowrap text-muted">
                  {label}
                </span>
              ) : (
                <Link
                  to={searchHref(target)}
                  onClick={() => saveFilters(target)}
                  className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-brand-800 hover:border-brand-700 hover:bg-brand-100"
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
