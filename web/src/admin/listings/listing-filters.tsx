import { Link } from 'react-router-dom';
import { APPROVAL_STATUSES, LABELS, LISTING_STATUSES } from '../../../../shared/catalogue/enums';
import { CARD, CONTROL, ERROR, LABEL, TEXT_LINK } from '../ui/admin-styles';
import { DebouncedTextField } from '../ui/debounced-text-field';
import {
  ADMIN_LISTINGS_PATH,
  hasFilters,
  TEXT_MAX,
  type ListingFilters as Filters,
} from './listings-query';

type ListingFiltersProps = {
  filters: Filters;
  /** The created-date range is the wrong way round. */
  dateError: string | null;
  onChange: (change: Partial<Filters>) => void;
};

/**
 * Admin Listings' filters (spec 02): status, approval status, owner, created from and to, and a
 * search over make, model, year, title and id. Each writes to the URL, the list's one source.
 */
export function ListingFilters({ filters, dateError, onChange }: ListingFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Filter listings"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={`${CARD} grid gap-4 sm:grid-cols-2 xl:grid-cols-3`}
    >
      <DebouncedTextField
        id="admin-listings-q"
        label="Search"
        value={filters.q}
        maxLength={TEXT_MAX.q}
        hint="Make, model, year, title or listing id"
        onCommit={(q) => onChange({ q })}
      />
      <div>
        <label htmlFor="admin-listings-status" className={LABEL}>
          Status
        </label>
        <select
          id="admin-listings-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
          className={CONTROL}
        >
          <option value="">All statuses</option>
          {LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LABELS.status[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="admin-listings-approval" className={LABEL}>
          Approval Status
        </label>
        <select
          id="admin-listings-approval"
          value={filters.approval}
          onChange={(event) => onChange({ approval: event.target.value as Filters['approval'] })}
          className={CONTROL}
        >
          <option value="">All approval statuses</option>
          {APPROVAL_STATUSES.map((approval) => (
            <option key={approval} value={approval}>
              {LABELS.approval_status[approval]}
            </option>
          ))}
        </select>
      </div>
      <DebouncedTextField
        id="admin-listings-owner"
        label="Owner"
        value={filters.owner}
        maxLength={TEXT_MAX.owner}
        hint="Name, e-mail address or user id"
        onCommit={(owner) => onChange({ owner })}
      />
      <div>
        <label htmlFor="admin-listings-from" className={LABEL}>
          Created from
        </label>
        <input
          id="admin-listings-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          className={CONTROL}
        />
      </div>
      <div>
        <label htmlFor="admin-listings-to" className={LABEL}>
          Created to
        </label>
        <input
          id="admin-listings-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'admin-listings-to-error' : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          className={CONTROL}
        />
        {dateError ? (
          <p id="admin-listings-to-error" className={ERROR}>
            {dateError}
          </p>
        ) : null}
      </div>
      {hasFilters(filters) ? (
        <p className="sm:col-span-2 xl:col-span-3">
          <Link to={ADMIN_LISTINGS_PATH} className={TEXT_LINK}>
            Clear all filters
          </Link>
        </p>
      ) : null}
    </form>
  );
}
