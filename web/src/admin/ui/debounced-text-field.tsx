import { useEffect, useRef } from 'react';
import { Field } from '../../ui/field';
import { useSyncedText } from '../../lib/use-synced-text';

/** How long typing may pause before a filter follows it. */
export const FILTER_DEBOUNCE_MS = 300;

type DebouncedTextFieldProps = {
  id: string;
  label: string;
  /** The filter's value now (from the URL). */
  value: string;
  /** The typed text, trimmed, once typing pauses (or at once on Enter). */
  onCommit: (value: string) => void;
  maxLength: number;
  hint?: string;
  type?: 'search' | 'text';
};

/**
 * A text filter that follows the URL (Back, a cleared filter) and writes to it only once the
 * typing pauses, so each key does not fetch a page of rows; Enter writes at once.
 */
export function DebouncedTextField({
  id,
  label,
  value,
  onCommit,
  maxLength,
  hint,
  type = 'search',
}: DebouncedTextFieldProps) {
  const [text, setText] = useSyncedText(
    value,
    (current) => current,
    (typed, current) => typed.trim() === current,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commitNow(typed: string) {
    clearTimeout(timer.current);
    if (typed.trim() !== value) onCommit(typed.trim());
  }

  return (
    <Field id={id} label={label} hint={hint}>
      {({ id: inputId, ...described }) => (
        <input
          id={inputId}
          type={type}
          value={text}
          maxLength={maxLength}
          autoComplete="off"
          {...described}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commitNow(typed), FILTER_DEBOUNCE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitNow(event.currentTarget.value);
            }
          }}
        />
      )}
    </Field>
  );
}
