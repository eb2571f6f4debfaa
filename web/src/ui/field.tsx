import type { ChangeEvent, ReactNode } from 'react';
import { CONTROL, ERROR, HINT, LABEL } from './field-styles';

/** What a control inside a Field spreads onto itself to be labelled and described. */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The ids a control is described by: its message, then its hint, as Field names them
 * (`{id}-error`, `{id}-hint`); undefined when it has neither.
 */
export function fieldDescribedBy(id: string, error?: string, hint?: string): string | undefined {
  return (
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  );
}

/**
 * What a field says under its control: its message, then its hint, with the ids a control's
 * aria-describedby names (fieldDescribedBy).
 */
export function FieldMessages({
  id,
  error,
  hint,
  hintClassName = HINT,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The hint's look when it lines up under something else (a checkbox's label). */
  hintClassName?: string;
}) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one labelled field of every form: a label, a control, a hint and an error message tied
 * together (aria-invalid, aria-describedby), the message showing under the field.
 */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = fieldDescribedBy(id, error, hint);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children({
        id,
        className: CONTROL,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

type TextInputProps = {
  name: string;
  /** The control's id; `field-{name}` by default (what useForm's `field` gives). */
  id?: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url';
  maxLength?: number;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  onChange: (value: string) => void;
};

/** A Field holding a text input (or, with `rows`, a textarea): useForm's `field`. */
export function TextInput({
  name,
  id = `field-${name}`,
  label,
  value,
  error,
  hint,
  type = 'text',
  rows,
  onChange,
  ...rest
}: TextInputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => {
        const common = {
          ...control,
          ...rest,
          name,
          value,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
        };
        return rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />;
      }}
    </Field>
  );
}
