import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { compareListingsRoute } from '#shared/api/routes/compare-listings';
import { parseCompareIds } from '#shared/compare';
import { pages } from '#shared/pages';
import { searchHref } from '#shared/pages/results-url';
import { formatPostcode } from '#shared/postcode';
import { ApiError } from '../api/fetch-json';
import { useApi } from '../api/use-api';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { PageShell } from '../ui/page-shell';
import { RetryAlert } from '../ui/retry-alert';
import { TEXT_LINK_INLINE } from '../ui/styles';
import { compareHref } from '../lib/compare-href';
import { ComparePostcodeForm } from './compare-postcode-form';
import { compareRows } from './compare-rows';
import { removeStoredCompare, useCompareEntries } from '../lib/compare-store';
import { CompareTable } from './compare-table';

const POSTCODE_NOT_FOUND = 'We could not find that postcode. Check it and try again.';

const TITLE = 'Compare vans';
const DESCRIPTION = 'Up to four vans side by side: price, year, mileage, features and more.';

/**
 * /compare?ids=a,b,c[&postcode=]: the vans of the link side by side, whoever opens it (a
 * shared link needs no account nor the sender's browser). Without ids it opens this browser's
 * own list. Removing a van changes the link, and takes it out of this browser's list.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stored = useCompareEntries();
  const parsed = parseCompareIds(params.get('ids'));
  const postcode = formatPostcode(params.get('postcode') ?? '') ?? null;
  const ids = parsed.ids;
  const key = ids.join(',');

  // No ids in the link: this browser's own list, once it is known (after hydration).
  const storedKey = stored.map((entry) => entry.id).join(',');
  useEffect(() => {
    if (!params.get('ids') && storedKey) {
      void navigate(compareHref(storedKey.split(',')), { replace: true });
    }
  }, [params, storedKey, navigate]);

  const withPostcode = useApi(
    compareListingsRoute,
    ids.length > 0 ? { query: { ids: key, ...(postcode ? { postcode } : {}) } } : null,
  );
  const postcodeUnknown =
    postcode !== null &&
    withPostcode.error instanceof ApiError &&
    withPostcode.error.status === 422;
  // A postcode that cannot be placed still leaves the vans to compare, without distances.
  const withoutPostcode = useApi(
    compareListingsRoute,
    postcodeUnknown ? { query: { ids: key } } : null,
  );
  const answer = postcodeUnknown ? withoutPostcode : withPostcode;
  const data = answer.data;

  function setVans(next: string[], nextPostcode: string | null = postcode) {
    void navigate(next.length === 0 ? pages.compare.build() : compareHref(next, nextPostcode));
  }

  function remove(id: string) {
    const rest = ids.filter((other) => other !== id);
    // Out of this browser's list too, when it is there, so the advert's button agrees.
    removeStoredCompare(id);
    setVans(rest);
  }

  const rows = data ? compareRows(data.items, data.postcode !== null) : [];

  return (
    <>
      <PageHead title={pageTitle(TITLE)} description={DESCRIPTION} robots="noindex" />
      <PageShell
        trail={[{ label: 'Home', href: pages.home.build() }, { label: 'Compare vans' }]}
        title={TITLE}
        lead="Up to four vans side by side. Share this page's link to show someone the same vans."
      >
        {parsed.notes.length > 0 ? (
          <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
            {parsed.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null}
        {ids.length === 0 ? (
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-bold text-ink">No vans to compare yet</h2>
            <p className="mt-2 text-muted">
              Open a van&rsquo;s advert and choose &lsquo;Add to compare&rsquo;; add up to four.
            </p>
            <p className="mt-3">
              <Link to={searchHref({})} className={TEXT_LINK_INLINE}>
                Browse used vans
              </Link>
            </p>
          </div>
        ) : (
          <div className="mt-6 space-y-4">
            <ComparePostcodeForm
              key={postcode ?? ''}
              postcode={postcode}
              serverError={postcodeUnknown ? POSTCODE_NOT_FOUND : undefined}
              onChange={(next) => setVans(ids, next)}
            />
            {data ? (
              <CompareTable items={data.items} rows={rows} onRemove={remove} />
            ) : answer.error ? (
              <RetryAlert
                message="Could not load the vans to compare"
                onRetry={() => void answer.mutate()}
              />
            ) : (
              <p role="status" className="text-muted">
                Loading the vans…
              </p>
            )}
          </div>
        )}
      </PageShell>
    </>
  );
}
