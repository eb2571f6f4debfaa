import { Link } from 'react-router-dom';
import type { OwnListing, OwnListingRow, OwnListingTab } from '#shared/own-listings';
import { SKELETON, INLINE_ALERT } from '../ui/styles';
import { ListingCards } from './listing-cards';
import type { RowSelection } from './row-ticks';
import { ListingsTable } from './listings-table';
import { MY_LISTINGS_TEXT } from './my-listings-copy';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

export type ListingsLayout = 'table' | 'cards';

export type ListingsPanelProps = {
  tab: OwnListingTab;
  layout: ListingsLayout;
  now: Date;
  /** null while the first page loads or after it failed. */
  rows: readonly OwnListingRow[] | null;
  /** The tab's count, when known. */
  total: number | null;
  /** Whether a search or filter narrows the tab (decision 071). */
  narrowed?: boolean;
  /** How many of the tab's listings the search and filters match, when known. */
  matched?: number | null;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onMarkSold: (row: OwnListingRow) => void;
  /** The rows' checkboxes for the bulk bar (decision 071). */
  selection?: RowSelection;
  onRenewed?: ((listing: OwnListing) => void) | undefined;
};

/** One tab's content: loading, failure with a retry, the empty state, or the rows and paging. */
export function ListingsPanel(props: ListingsPanelProps) {
  const { tab, layout, now, rows, total, onMarkSold } = props;

  if (props.failed) {
    return (
      <div role="alert" className={INLINE_ALERT}>
        <p className="font-semibold">{MY_LISTINGS_TEXT.loadFailed}</p>
        <p className="mt-1 text-sm">Please check your connection and try again.</p>
        <button
          type="button"
          onClick={props.onRetry}
          className={`${buttonClass({ variant: 'secondary' })} mt-3`}
        >
          {MY_LISTINGS_TEXT.retry}
        </button>
      </div>
    );
  }

  if (rows === null) return <ListingsLoading layout={layout} />;

  if (rows.length === 0) return props.narrowed ? <NoMatches /> : <EmptyState tab={tab} />;
  const shownOf = props.narrowed ? (props.matched ?? null) : total;

  const statusId = `my-listings-shown-${tab}`;
  const shown = {
    tab,
    rows,
    now,
    onMarkSold,
    onRenewed: props.onRenewed,
    selection: props.selection,
  };
  return (
    <>
      {layout === 'table' ? <ListingsTable {...shown} /> : <ListingCards {...shown} />}
      <div className="mt-6 flex flex-col items-center gap-3">
        {shownOf !== null ? (
          <p id={statusId} className="text-sm text-muted">
            Showing {rows.length} of {Math.max(shownOf, rows.length)}
          </p>
        ) : null}
        {props.loadMoreFailed ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {MY_LISTINGS_TEXT.loadFailed}. Please try again.
          </p>
        ) : null}
        {props.hasMore ? (
          <button
            type="button"
            onClick={() => {
              if (!props.loadingMore) props.onLoadMore();
            }}
            aria-disabled={props.loadingMore || undefined}
            aria-describedby={shownOf !== null ? statusId : undefined}
            className={`${buttonClass({ variant: 'secondary' })} w-full sm:w-auto`}
          >
            {props.loadingMore
              ? MY_LISTINGS_TEXT.loading
              : props.loadMoreFailed
                ? MY_LISTINGS_TEXT.retry
                : MY_LISTINGS_TEXT.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}

function ListingsLoading({ layout }: { layout: ListingsLayout }) {
  return (
    <div aria-busy="true">
      <p role="status" className="text-muted">
        {MY_LISTINGS_TEXT.loading}
      </p>
      <div aria-hidden="true" className="mt-4 grid gap-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={`flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 ${
              layout === 'cards' ? 'h-40' : 'h-20'
            }`}
          >
            <div className={`${SKELETON} h-14 w-20 shrink-0`} />
            <div className="flex-1 space-y-2">
              <div className={`${SKELETON} h-4 w-1/2`} />
              <div className={`${SKELETON} h-4 w-1/4`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

const EMPTY_BOX =
  'rounded-xl border border-dashed border-slate-400 bg-white px-6 py-12 text-center';

function NoMatches() {
  return (
    <div role="status" className={EMPTY_BOX}>
      <p className="text-lg font-semibold text-ink">{MY_LISTINGS_TEXT.noMatches}</p>
      <p className="mx-auto mt-2 max-w-md text-muted">{MY_LISTINGS_TEXT.noMatchesHint}</p>
    </div>
  );
}

function EmptyState({ tab }: { tab: OwnListingTab }) {
  return (
    <div className={EMPTY_BOX}>
      {tab === 'active' ? (
        <>
          <p className="text-lg font-semibold text-ink">{MY_LISTINGS_TEXT.emptyActive}</p>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Listing a van is free, with no commission. Add one and we will check it before it goes
            live.
          </p>
          <Link to={pages.dashboardAddListing.build()} className={`${buttonClass()} mt-6`}>
            {MY_LISTINGS_TEXT.addFirst}
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold text-ink">{MY_LISTINGS_TEXT.emptySold}</p>
          <p className="mx-auto mt-2 max-w-md text-muted">
            When you mark a van as sold, it moves here from your active listings.
          </p>
        </>
      )}
    </div>
  );
}
