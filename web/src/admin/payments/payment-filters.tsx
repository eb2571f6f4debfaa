import { UkDateFilter } from '../../forms/uk-date-field';
import { SelectField } from '../../search/panel/select-field';
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
      <SelectField
        id="admin-payments-status"
        label="Status"
        anyLabel="All statuses"
        value={filters.status}
        options={PAYMENT_STATUS_OPTIONS}
        onChange={(status) => onChange({ status: (status ?? '') as Filters['status'] })}
      />
      <UkDateFilter
        id="admin-payments-from"
        label="Created from"
        value={filters.from}
        onCommit={(from) => onChange({ from })}
      />
      <UkDateFilter
        id="admin-payments-to"
        label="Created to"
        value={filters.to}
        error={dateError}
        onCommit={(to) => onChange({ to })}
      />
    </FiltersForm>
  );
}
