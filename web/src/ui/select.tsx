import { Field } from './field';

/** A choice; one may be disabled (a make with no vans). */
export type SelectOption = { value: string; label: string; disabled?: boolean | undefined };

type SelectProps = {
  id: string;
  name?: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select model'); none when every value is a real choice. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** A labelled <select> with its hint and error, wired as every Field. */
export function Select({
  id,
  name,
  label,
  value,
  options,
  placeholder,
  error,
  hint,
  disabled,
  onChange,
}: SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type FilterSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'placeholder' | 'name'> & {
  /** The first option, meaning no filter ('Any make', 'All statuses'). */
  anyLabel: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A filter's select (the search panel, the admin lists): its first choice is no filter. */
export function FilterSelect({ anyLabel, value, onChange, ...rest }: FilterSelectProps) {
  return (
    <Select
      {...rest}
      placeholder={anyLabel}
      value={value ?? ''}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}
