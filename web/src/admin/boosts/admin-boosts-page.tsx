import { Link } from 'react-router-dom';
import type { AdminBoostRow, AdminBoostsPage } from '#shared/admin/payments';
import { BOOST_LABELS } from '#shared/boosts';
import { adminBoostsRoute } from '#shared/api/routes/admin-boosts';
import { dateAndTime } from '../../lib/payment-format';
import { ReasonDialog } from '../payments/reason-dialog';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { AdminListResults, type AdminListResultsProps } from '../ui/list-results';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAdminList } from '../ui/use-admin-list';
import { ADMIN_BOOSTS_TEXT, BOOST_STATE_TABS, END_BOOST_COPY } from './boost-copy';
import { BoostCards, BoostsTable, listingName } from './boost-rows';
import {
  boostFiltersFromSearch,
  boostsHref,
  searchFromBoostFilters,
  type BoostState,
} from './boosts-query';
import { useEndBoost, type EndBoostActions } from './use-end-boost';
import { pages } from '#shared/pages';

/** /admin/boosts: boosts running now or ended in the last 30 days, with their ends; end one early. */
export function AdminBoostsPage() {
  const { filters } = useUrlFilters(boostFiltersFromSearch, searchFromBoostFilters);
  const { headingRef, data, list } = useAdminList(
    adminBoostsRoute,
    { query: searchFromBoostFilters(filters) },
    { loadFailed: ADMIN_BOOSTS_TEXT.loadFailed },
  );
  const end = useEndBoost({ fallbackFocus: () => headingRef.current });

  return (
    <AdminPageFrame
      title={ADMIN_BOOSTS_TEXT.title}
      description={ADMIN_BOOSTS_TEXT.description}
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: 'Boosts' }]}
      headingRef={headingRef}
    >
      <BoostStateLinks state={filters.state} counts={data?.counts} />
      <div className="mt-6" aria-busy={list.loading || undefined}>
        <BoostsResults
          {...list}
          state={filters.state}
          data={data}
          page={filters.page}
          hrefOf={(page) => boostsHref({ ...filters, page })}
          end={end}
        />
      </div>
      <EndBoostDialog end={end} />
    </AdminPageFrame>
  );
}

/**
 * Running or Ended: real links (each a URL of its own), the one shown marked current, each with
 * its count once known.
 */
export function BoostStateLinks({
  state,
  counts,
}: {
  state: BoostState;
  counts?: AdminBoostsPage['counts'] | undefined;
}) {
  return (
    <nav aria-label="Boosts shown">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-300 bg-white p-1">
        {BOOST_STATE_TABS.map((tab) => {
          const current = tab.state === state;
          return (
            <li key={tab.state}>
              <Link
                to={boostsHref({ state: tab.state, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold ${
                  current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-slate-100'
                }`}
              >
                {tab.label}
                {counts ? <span className="ml-1.5 tabular-nums">({counts[tab.state]})</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The list in each of its states (rendered as it is in tests). */
export function BoostsResults({
  state,
  end,
  ...list
}: AdminListResultsProps<AdminBoostRow> & { state: BoostState; end: EndBoostActions }) {
  const tab = BOOST_STATE_TABS.find((candidate) => candidate.state === state)!;
  return (
    <AdminListResults
      {...list}
      words={{
        noun: tab.noun,
        loadFailed: ADMIN_BOOSTS_TEXT.loadFailed,
        empty: tab.empty,
      }}
      table={(rows, caption) => <BoostsTable rows={rows} caption={caption} end={end} />}
      cards={(rows, caption) => <BoostCards rows={rows} caption={caption} end={end} />}
    />
  );
}

/** Ending a boost early, with its reason, while one is asked for. */
export function EndBoostDialog({ end }: { end: EndBoostActions }) {
  const boost = end.target;
  if (!boost) return null;
  return (
    <ReasonDialog
      key={`${boost.listing_id}:${boost.type}`}
      id="end-boost"
      title={END_BOOST_COPY.title}
      description={
        <p>
          End the {BOOST_LABELS[boost.type]} boost of {listingName(boost)} now? It would have run
          until {dateAndTime(boost.ends_at)}. Nothing is refunded.
        </p>
      }
      confirmLabel={END_BOOST_COPY.confirm}
      busyLabel={END_BOOST_COPY.busy}
      busy={end.busy}
      onConfirm={(reason) => void end.confirm(reason)}
      onClose={end.cancel}
    />
  );
}
