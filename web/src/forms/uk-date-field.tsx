import { useState } from 'react';
import { parseUkDate, tidyUkDate, UK_DATE_HINT, ukDateText } from '#shared/uk-date';
import { Field } from '../ui/field';

type UkDateFieldProps = {
  id: string;
  name?: string;
  label: string;
  /** What is typed, dd/mm/yyyy (shared/uk-date.ts reads it). */
  value: string;
  error?: string | undefined;
  /** Said before the format ('Optional'). */
  hint?: string | undefined;
  onChange: (text: string) => void;
  onBlur?: () => void;
};

/**
 * The one UK date entry of the site (issue 28): a labelled text box for day, month and year,
 * dd/mm/yyyy, the same in every browser (a date input shows mm/dd/yyyy to a browser set to US
 * English). The format is said under it; a date that reads is written out in full when the
 * field is left ('1.8.2026' -> '01/08/2026').
 */
export function UkDateField({
  id,
  name,
  label,
  value,
  error,
  hint,
  onChange,
  onBlur,
}: UkDateFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint ? `${hint}. ${UK_DATE_HINT}` : UK_DATE_HINT}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          value={value}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          data-uk-date=""
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const tidy = tidyUkDate(value);
            if (tidy !== value) onChange(tidy);
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}

type UkDateFilterProps = {
  id: string;
  label: string;
  /** The filter's day, YYYY-MM-DD, or '' for none (as the URL holds it). */
  value: string;
  /** A message about the range (from after to), shown when the field has none of its own. */
  error?: string | null | undefined;
  hint?: string;
  /** A day that reads ('' when the box is emptied); never called with a half-typed date. */
  onCommit: (iso: string) => void;
};

/**
 * A UK date entry as a filter: it applies a day as soon as one reads, empties the filter when
 * emptied, and says what is wrong with a date that does not read once the field is left.
 */
export function UkDateFilter({ id, label, value, error, hint, onCommit }: UkDateFilterProps) {
  const [text, setText] = useState(() => ukDateText(value));
  const [shown, setShown] = useState(value);
  const [message, setMessage] = useState<string | null>(null);
  // The filter changed from outside (Clear filters, the back button): show its day.
  if (value !== shown) {
    setShown(value);
    const typed = parseUkDate(text);
    if (!(typed.ok && (typed.iso ?? '') === value)) setText(ukDateText(value));
    setMessage(null);
  }

  function change(next: string) {
    setText(next);
    const verdict = parseUkDate(next);
    if (!verdict.ok) return;
    setMessage(null);
    const iso = verdict.iso ?? '';
    if (iso !== value) {
      setShown(iso);
      onCommit(iso);
    }
  }

  return (
    <UkDateField
      id={id}
      label={label}
      value={text}
      hint={hint}
      error={message ?? error ?? undefined}
      onChange={change}
      onBlur={() => {
        const verdict = parseUkDate(text);
        setMessage(verdict.ok ? null : verdict.message);
      }}
    />
  );
}
