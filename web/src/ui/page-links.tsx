import { Link } from 'react-router-dom';
import { pagerItems } from './pager-items';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type PageLinksProps = {
  /** Names the navigation ('Pages of results', 'Pages of listings'). */
  label: string;
  page: number;
  pages: number;
  /** The URL of a page: the list's filters kept, only the page changed. */
  hrefOf: (page: number) => string;
  /** The search results' links, or the admin tables' smaller ones (40 px, slate-500 borders). */
  size?: 'regular' | 'small';
};

const SIZES = {
  regular: {
    nav: 'mt-8',
    list: 'gap-1.5 sm:gap-2',
    item: 'inline-flex min-w-11 items-center justify-center gap-1 rounded-md px-3 py-2 font-medium',
    border: 'border-slate-300',
  },
  small: {
    nav: 'mt-6',
    list: 'gap-1.5',
    item: 'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium',
    border: 'border-slate-500',
  },
} as const;

/**
 * A pager of real links, one a page, so every page of a list has its own URL (Back, reload and
 * a shared link keep it): Previous, the numbered pages with gaps, Next. None for a single page.
 */
export function PageLinks({ label, page, pages, hrefOf, size = 'regular' }: PageLinksProps) {
  if (pages <= 1) return null;
  const look = SIZES[size];
  const link = `${look.item} border ${look.border} bg-white text-brand-700 hover:bg-brand-50`;
  return (
    <nav aria-label={label} className={look.nav}>
      <ul className={`flex flex-wrap items-center justify-center ${look.list}`}>
        {page > 1 ? (
          <li>
            {/* Past the last page (an old link), Previous leads to the last one. */}
            <Link to={hrefOf(Math.min(page - 1, pages))} rel="prev" className={link}>
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
                    ? `${look.item} border border-brand-700 bg-brand-700 text-white`
                    : link
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
            <Link to={hrefOf(page + 1)} rel="next" className={link}>
              <span>Next</span>
              <ChevronRightIcon />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
