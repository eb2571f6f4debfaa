import { CreatedRangeFilter } from '../ui/created-range-filter';
import { FilterSelect } from '../../ui/select';
import { FiltersForm } from '../ui/filters-form';
import { hasFilters } from '../ui/list-query';
import { PAYMENT_STATUS_OPTIONS } from './payment-copy';
import { type PaymentFilters as Filters } from './payments-query';
import { pages } from '#shared/pages';

type PaymentFiltersProps = {
  filters: Filters;
  /** The date range is the wrong way round. */
  dateError: string | null;
  onChange: (change: Partial<Filters>) => void;
};

/** Admin Payments' filters: status, and created from and to (UK days). Each writes to the URL. */
export function PaymentFilters({ filters, dateError, onChange }: PaymentFiltersProps) {
  return (
    <FiltersForm
      label="Filter payments"
      clearHref={hasFilters(filters) ? pages.adminPayments.build() : null}
    >
      <FilterSelect
        id="admin-payments-status"
        label="Status"
        anyLabel="All statuses"
        value={filters.status}
        options={PAYMENT_STATUS_OPTIONS}
        onChange={(status) => onChange({ status: (status ?? '') as Filters['status'] })}
      />
      <CreatedRangeFilter
        idPrefix="admin-payments"
        from={filters.from}
        to={filters.to}
        dateError={dateError}
        onChange={onChange}
      />
    </FiltersForm>
  );
}
