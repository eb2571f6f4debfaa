import type { ReactNode } from 'react';
import { ERROR, HINT, LABEL } from '../components/field-styles';
import { FormField } from '../forms/form-field';

/** The id of a field's message and hint, as FormField names them. */
const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

type InputFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text';
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/** A labelled one-line input (text, or a number typed as text); dates: UkDateField. */
export function InputField({
  id,
  label,
  error,
  hint,
  type = 'text',
  onChange,
  ...rest
}: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...rest}
          type={type}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Select model'); none when every value is a real choice. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
};

export function SelectField({
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
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
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
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type CheckboxFieldProps = {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  onChange: (checked: boolean) => void;
};

/** A checkbox with its label beside it. */
export function CheckboxField({
  id,
  name,
  label,
  checked,
  error,
  hint,
  onChange,
}: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={`${HINT} pl-8`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type SwitchFieldProps = {
  id: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  onChange: (checked: boolean) => void;
};

/** An on/off switch: a button with role="switch" and aria-checked, named by its label. */
export function SwitchField({ id, label, checked, error, hint, onChange }: SwitchFieldProps) {
  const labelId = `${id}-label`;
  return (
    <div>
      <label id={labelId} htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-2 flex items-center gap-3">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint ? 'hint' : undefined)}
          onClick={() => onChange(!checked)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
            checked ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-slate-200'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow ring-1 ring-slate-400 transition-transform ${
              checked ? 'translate-x-5' : 'translate-x-0.5'
            }`}
          />
        </button>
        <span aria-hidden="true" className="font-medium text-ink">
          {checked ? 'Yes' : 'No'}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
