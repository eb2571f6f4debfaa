import { UkDateFilter } from '../../forms/uk-date-field';

type CreatedRangeFilterProps = {
  /** The list's prefix ('admin-listings'): the fields are `{prefix}-from` and `{prefix}-to`. */
  idPrefix: string;
  /** YYYY-MM-DD or '', as the URL holds them. */
  from: string;
  to: string;
  /** The range is the wrong way round: said under 'Created to'. */
  dateError: string | null;
  onChange: (change: { from: string } | { to: string }) => void;
};

/** An admin list's 'Created from' and 'Created to' filters (UK days), each written to the URL. */
export function CreatedRangeFilter({
  idPrefix,
  from,
  to,
  dateError,
  onChange,
}: CreatedRangeFilterProps) {
  return (
    <>
      <UkDateFilter
        id={`${idPrefix}-from`}
        label="Created from"
        value={from}
        onCommit={(day) => onChange({ from: day })}
      />
      <UkDateFilter
        id={`${idPrefix}-to`}
        label="Created to"
        value={to}
        error={dateError}
        onCommit={(day) => onChange({ to: day })}
      />
    </>
  );
}
