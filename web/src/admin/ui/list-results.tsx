import type { ReactNode } from 'react';
import { PageLinks } from '../../ui/page-links';
import { LoadingOrFailed } from './load-states';
import { pageCount, pagePosition, showingCaption } from './paging';
import { cardClass } from '../../ui/card';
import { TextLink } from '../../ui/text-link';

/** A list's table needs the room of a laptop; below it each row is a card. */
export const ADMIN_TABLE_QUERY = '(min-width: 1024px)';
/**
 * Admin Listings and Admin Users have more columns to keep a line high (decision 036): their
 * tables show from 1280 px, cards below.
 */
export const ADMIN_WIDE_TABLE_QUERY = '(min-width: 1280px)';

/** One page of a filtered admin list, as the API answers it. */
type ListPage<Row> = {
  rows: readonly Row[];
  matched: number;
  total: number;
  page: number;
  page_size: number;
};

export type AdminListResultsProps<Row> = {
  data: ListPage<Row> | undefined;
  failed: boolean;
  loading: boolean;
  /** A table, or cards on a narrower screen (ADMIN_TABLE_QUERY). */
  wide: boolean;
  /** The page the URL asks for: past the last one, the list leads back to the last. */
  page: number;
  hrefOf: (page: number) => string;
  onRetry: () => void;
};

type ListWords = {
  /** 'listings': in the caption ('Showing 40 of 120 listings'), the loading status and the pager. */
  noun: string;
  loadFailed: string;
  empty: string;
};

type RowsView<Row> = (rows: readonly Row[], caption: string) => ReactNode;

/**
 * An admin list under its filters in each of its states: loading, failed with a retry, nothing
 * found, or 'Showing X of Y' with the page's rows as a table or cards and the pager.
 */
export function AdminListResults<Row>({
  data,
  failed,
  loading,
  wide,
  page,
  hrefOf,
  onRetry,
  words,
  table,
  cards,
}: AdminListResultsProps<Row> & { words: ListWords; table: RowsView<Row>; cards: RowsView<Row> }) {
  if (failed || !data) {
    return (
      <LoadingOrFailed
        failed={failed}
        message={words.loadFailed}
        onRetry={onRetry}
        loading={loading ? `Loading ${words.noun}...` : ''}
      />
    );
  }
  const pages = pageCount(data.matched, data.page_size);
  const caption = showingCaption(data.matched, data.total, words.noun);
  if (data.rows.length === 0) {
    return (
      <div role="status" className={cardClass({ padding: 'roomy', className: 'text-center' })}>
        <p className="text-lg font-medium text-ink">{words.empty}</p>
        {data.matched > 0 && page > pages ? (
          <p className="mt-2">
            <TextLink to={hrefOf(pages)}>Go to the last page ({pages})</TextLink>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p role="status" className="font-medium text-ink">
          {caption}
        </p>
        <p className="text-muted">
          {pagePosition(data.page, data.page_size, data.rows.length, data.matched)}
        </p>
      </div>
      {wide ? table(data.rows, caption) : cards(data.rows, caption)}
      <PageLinks
        label={`Pages of ${words.noun}`}
        page={data.page}
        pages={pages}
        hrefOf={hrefOf}
        size="small"
      />
    </>
  );
}
