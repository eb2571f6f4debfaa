import { FormField } from '../../forms/form-field';
import { SelectField } from '../../search/panel/select-field';
import { FiltersForm } from '../ui/filters-form';
import { hasFilters } from '../ui/list-query';
import { PAYMENT_STATUS_OPTIONS } from './payment-copy';
import { ADMIN_PAYMENTS_PATH, type PaymentFilters as Filters } from './payments-query';

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
      clearHref={hasFilters(filters) ? ADMIN_PAYMENTS_PATH : null}
    >
      <SelectField
        id="admin-payments-status"
        label="Status"
        anyLabel="All statuses"
        value={filters.status}
        options={PAYMENT_STATUS_OPTIONS}
        onChange={(status) => onChange({ status: (status ?? '') as Filters['status'] })}
      />
      <FormField id="admin-payments-from" label="Created from">
        {(control) => (
          <input
            {...control}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="admin-payments-to" label="Created to" error={dateError ?? undefined}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </FormField>
    </FiltersForm>
  );
}
