import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { pagerItems } from '../../search/pager-items';

type AdminPagerProps = {
  /** Names the navigation ('Pages of listings'). */
  label: string;
  page: number;
  pages: number;
  /** The URL of a page: the list's filters kept, only the page changed. */
  hrefOf: (page: number) => string;
};

const ITEM =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium';
const LINK = `${ITEM} border border-slate-500 bg-white text-brand-700 hover:bg-brand-50`;

/** Real links, one a page, so every page of a list has its own URL (Back and reload keep it). */
export function AdminPager({ label, page, pages, hrefOf }: AdminPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(Math.min(page - 1, pages))} rel="prev" className={LINK}>
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
              <Link
                to={hrefOf(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                className={
                  item.page === page
                    ? `${ITEM} border border-brand-700 bg-brand-700 text-white`
                    : LINK
                }
              >
                <span className="sr-only">Page </span>
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
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
