import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/button';

type PastLastPageProps = {
  page: number;
  pages: number;
  lastPageHref: string;
};

/** A page number beyond the results (an old link, a hand-edited URL). */
export function PastLastPage({ page, pages, lastPageHref }: PastLastPageProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <h2 className="text-xl font-bold text-ink">There is no page {page} of these results</h2>
      <p className="mt-2 text-muted">These results end on page {pages}.</p>
      <Link to={lastPageHref} className={`${buttonClass()} mt-6`}>
        Go to the last page
      </Link>
    </div>
  );
}
