import type { FacetOption } from '../facet-options';
import { CONTROL, LABEL } from '../../components/field-styles';

/** A choice; a facet's can be disabled (no vans), a fixed list's never are. */
type SelectOption = Pick<FacetOption, 'value' | 'label'> & { disabled?: boolean };

type SelectFieldProps = {
  id: string;
  label: string;
  /** The first option, meaning no filter ('Any make'). */
  anyLabel: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  hint?: string;
};

export function SelectField({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
  disabled = false,
  hint,
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={CONTROL}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
