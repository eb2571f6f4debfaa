import type { ReactNode } from 'react';
import { CONTROL, ERROR, HINT, LABEL } from '../search/panel/field-styles';

/** What a control inside a FormField spreads onto itself to be labelled and described. */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label, a control, a hint and an error message tied together (aria-invalid,
 * aria-describedby), for forms whose messages show under each field.
 */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
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
      {error ? (
        <p id={errorId} className={ERROR}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={HINT}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
