import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { listingTitle } from '#shared/format';
import type { OwnListingTab } from '#shared/own-listings';
import { SignedInPage } from '../auth/signed-in-page';
import type { SessionUser } from '../auth/session-user';
import { ImportCsvButton } from '../csv-import/import-csv-button';
import { ImportDialog } from '../csv-import/import-dialog';
import { RunningImportBanner } from '../csv-import/running-import-banner';
import { useSellerImport } from '../csv-import/use-seller-import';
import { PAGE_HEADING, PAGE_LEAD } from '../ui/styles';
import { DESKTOP_QUERY, useMediaQuery } from '../ui/use-media-query';
import { ListingsPanel } from './listings-panel';
import { ListingsTabs } from './listings-tabs';
import { MarkSoldPrompt } from './mark-sold-dialog';
import { MY_LISTINGS_TEXT, SIGNED_OUT_TOAST } from './my-listings-copy';
import { searchForTab, tabFromSearch } from './tabs';
import { useMarkSold } from './use-mark-sold';
import { useOwnListings } from './use-own-listings';
import {
  narrowsStock,
  paramsWithStockSearch,
  stockSearchFrom,
  type StockSearch,
} from './stock-search';
import { StockToolbar } from './stock-toolbar';
import { BulkBar } from './bulk-bar';
import { useBulkActions } from './use-bulk-actions';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { PageShell } from '../ui/page-shell';

/** /dashboard/listings: the seller's listings, for signed-in users only. */
export function MyListingsPage() {
  return (
    <SignedInPage copy={MY_LISTINGS_TEXT} signedOutToast={SIGNED_OUT_TOAST}>
      {(user) => <MyListings user={user} />}
    </SignedInPage>
  );
}

export function MyListings({ user }: { user: SessionUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams);
  const search = stockSearchFrom(searchParams);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const listings = useOwnListings(tab, user.id, search);
  const panelRef = useRef<HTMLDivElement>(null);
  const imports = useSellerImport({ userId: user.id, onImported: () => listings.refresh() });
  const bulk = useBulkActions({ rows: listings.rows, onChanged: () => listings.refresh() });
  const markSold = useMarkSold({
    onChanged: () => listings.refresh(),
    fallbackFocus: () => panelRef.current,
  });

  function selectTab(next: OwnListingTab) {
    if (next === tab) return;
    // Kept in the URL (reload and Back keep it) without a history entry per click.
    setSearchParams(searchForTab(searchParams, next), { replace: true, preventScrollReset: true });
  }

  function changeSearch(next: StockSearch) {
    // A history entry each: Back returns to the search before (decision 071).
    setSearchParams(paramsWithStockSearch(searchParams, next), { preventScrollReset: true });
  }

  // After 'Load more', the first new listing takes the focus, where reading carries on: once
  // the render that shows it has been committed.
  const focusRow = useRef<string | null>(null);
  useEffect(() => {
    const id = focusRow.current;
    if (id === null) return;
    const link = panelRef.current?.querySelector<HTMLElement>(
      `[data-row-link="${CSS.escape(id)}"]`,
    );
    if (!link) return;
    focusRow.current = null;
    link.focus();
  });

  return (
    <>
      <MyListingsView
        tab={tab}
        counts={listings.counts}
        onSelectTab={selectTab}
        panelRef={panelRef}
        importCsv={<ImportCsvButton onClick={imports.open} />}
        importNotice={
          imports.running ? (
            <RunningImportBanner record={imports.running} onShow={imports.open} />
          ) : null
        }
      >
        <StockToolbar tab={tab} search={search} onChange={changeSearch} />
        <BulkBar
          count={bulk.selected.size}
          busy={bulk.busy}
          asking={bulk.asking}
          failures={bulk.failures}
          onAsk={bulk.ask}
          onConfirm={() => void bulk.confirm()}
          onCancel={bulk.cancel}
          onClear={bulk.clear}
        />
        <ListingsPanel
          tab={tab}
          narrowed={narrowsStock(search)}
          matched={listings.matched}
          layout={desktop ? 'table' : 'cards'}
          now={new Date()}
          rows={listings.rows}
          total={listings.counts?.[tab] ?? null}
          failed={listings.failed}
          onRetry={listings.retry}
          hasMore={listings.hasMore}
          loadingMore={listings.loadingMore}
          loadMoreFailed={listings.loadMoreFailed}
          onLoadMore={() =>
            void listings.loadMore((added) => {
              focusRow.current = added[0] ?? null;
            })
          }
          onMarkSold={(row) => markSold.open({ id: row.id, title: listingTitle(row) })}
          onRenewed={(renewed) =>
            listings.patch(renewed.id, {
              expired: renewed.expired ?? false,
              expires_at: renewed.expires_at,
              updated_at: renewed.updated_at,
            })
          }
          selection={{ selected: bulk.selected, toggle: bulk.toggle, toggleAll: bulk.toggleAll }}
        />
      </MyListingsView>
      {imports.dialog ? (
        <ImportDialog
          resume={imports.dialog.resume}
          recent={imports.recent}
          onFinished={imports.finished}
          onClose={imports.close}
        />
      ) : null}
      <MarkSoldPrompt markSold={markSold} />
    </>
  );
}

type MyListingsViewProps = {
  tab: OwnListingTab;
  counts: Readonly<Record<OwnListingTab, number>> | null;
  onSelectTab: (tab: OwnListingTab) => void;
  /** The 'Import CSV' button, before 'Add New Listing'. */
  importCsv?: ReactNode;
  /** A running import's banner, above the tabs. */
  importNotice?: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
  /** The selected tab's content. */
  children: ReactNode;
};

/** The page around the tabs (split out so it renders without a session in tests). */
export function MyListingsView({
  tab,
  counts,
  onSelectTab,
  importCsv,
  importNotice,
  panelRef,
  children,
}: MyListingsViewProps) {
  return (
    <PageShell
      trail={[
        { label: 'Dashboard', href: pages.dashboard.build() },
        { label: MY_LISTINGS_TEXT.heading },
      ]}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={PAGE_HEADING}>{MY_LISTINGS_TEXT.heading}</h1>
          <p className={PAGE_LEAD}>Edit, boost or mark your vans as sold.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:shrink-0">
          {importCsv}
          {/* A dealer's daily feed of the same columns (decision 074). */}
          <Link to={pages.stockFeed.build()} className={buttonClass({ variant: 'secondary' })}>
            {MY_LISTINGS_TEXT.stockFeed}
          </Link>
          <Link to={pages.dashboardAddListing.build()} className={buttonClass()}>
            <span aria-hidden="true" className="mr-1.5 text-lg leading-none">
              +
            </span>
            {MY_LISTINGS_TEXT.addListing}
          </Link>
        </div>
      </div>
      {importNotice}
      <ListingsTabs selected={tab} counts={counts} onSelect={onSelectTab} panelRef={panelRef}>
        {children}
      </ListingsTabs>
    </PageShell>
  );
}
