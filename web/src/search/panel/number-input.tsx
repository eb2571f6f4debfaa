import { useState } from 'react';
import { parseTypedNumber } from '../range-values';
import { CONTROL, ERROR, LABEL } from '../../ui/field-styles';
import { useSyncedText } from '../../lib/use-synced-text';

type NumberInputProps = {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  placeholder: string;
  /** Shown before the number inside the box ('£'). */
  prefix?: string;
};

/** A typed whole number; text that is no number is shown as an error and changes nothing. */
export function NumberInput({ id, label, value, onChange, placeholder, prefix }: NumberInputProps) {
  const [text, setText] = useSyncedText(
    value,
    (current) => (current === undefined ? '' : String(current)),
    (typed, current) => parseTypedNumber(typed) === current,
  );
  const [invalid, setInvalid] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const parsed = parseTypedNumber(typed);
            const isNumber = parsed === undefined || !Number.isNaN(parsed);
            setInvalid(!isNumber);
            if (isNumber) onChange(parsed);
          }}
          className={`${CONTROL} ${prefix ? 'pl-7' : ''}`}
        />
      </div>
      {invalid ? (
        <p id={errorId} className={ERROR}>
          Enter a whole number
        </p>
      ) : null}
    </div>
  );
}
