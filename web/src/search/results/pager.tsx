import { Link } from 'react-router-dom';
import type { SearchFilters } from '../../../../shared/search/filters';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { pagerItems } from '../pager-items';
import { searchHref } from '../search-url';

type PagerProps = {
  filters: SearchFilters;
  page: number;
  pages: number;
};

const ITEM =
  'inline-flex min-w-11 items-center justify-center gap-1 rounded-md px-3 py-2 font-medium';
const LINK = `${ITEM} border border-slate-300 bg-white text-brand-700 hover:bg-brand-50`;

/** Real links that keep every filter, so each page of results has its own shareable URL. */
export function Pager({ filters, page, pages }: PagerProps) {
  if (pages <= 1) return null;
  const hrefOf = (target: number) => searchHref({ ...filters, page: target });
  const hasPrevious = page > 1 && page <= pages;
  const hasNext = page < pages;
  return (
    <nav aria-label="Pages of results" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        {hasPrevious ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={LINK}>
              <ChevronLeftIcon />
              <span>Previous</span>
            </Link>
          </li>
        ) : null}
        {pagerItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <Link
                  to={hrefOf(item.page)}
                  aria-current="page"
                  className={`${ITEM} border border-brand-700 bg-brand-700 text-white`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              ) : (
                <Link to={hrefOf(item.page)} className={LINK}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {hasNext ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={LINK}>
              <span>Next</span>
              <ChevronRightIcon />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
