import { APPROVAL_STATUSES, LABELS } from '#shared/catalogue/enums';
import { CreatedRangeFilter } from '../ui/created-range-filter';
import { FilterSelect } from '../../ui/select';
import { DebouncedTextField } from '../ui/debounced-text-field';
import { FiltersForm } from '../ui/filters-form';
import { hasFilters } from '../ui/list-query';
import { STATUS_OPTIONS } from './action-copy';
import { TEXT_MAX, type ListingFilters as Filters } from './listings-query';
import { pages } from '#shared/pages';

const APPROVAL_OPTIONS = APPROVAL_STATUSES.map((value) => ({
  value,
  label: LABELS.approval_status[value],
}));

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
    <FiltersForm
      label="Filter listings"
      clearHref={hasFilters(filters) ? pages.adminListings.build() : null}
    >
      <DebouncedTextField
        id="admin-listings-q"
        label="Search"
        value={filters.q}
        maxLength={TEXT_MAX.q}
        hint="Make, model, year, title or listing id"
        onCommit={(q) => onChange({ q })}
      />
      <FilterSelect
        id="admin-listings-status"
        label="Status"
        anyLabel="All statuses"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: (status ?? '') as Filters['status'] })}
      />
      <FilterSelect
        id="admin-listings-approval"
        label="Approval Status"
        anyLabel="All approval statuses"
        value={filters.approval}
        options={APPROVAL_OPTIONS}
        onChange={(approval) => onChange({ approval: (approval ?? '') as Filters['approval'] })}
      />
      <DebouncedTextField
        id="admin-listings-owner"
        label="Owner"
        value={filters.owner}
        maxLength={TEXT_MAX.owner}
        hint="Name, e-mail address or user id"
        onCommit={(owner) => onChange({ owner })}
      />
      <CreatedRangeFilter
        idPrefix="admin-listings"
        from={filters.from}
        to={filters.to}
        dateError={dateError}
        onChange={onChange}
      />
    </FiltersForm>
  );
}
