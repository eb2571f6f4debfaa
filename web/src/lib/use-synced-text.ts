import { useState } from 'react';

/**
 * The text of an input that edits a filter value: it follows the value when the value changes
 * from elsewhere (a slider, back and forward), but what the user typed stays as typed while it
 * still means the same value ('12,500' for 12500, 'Staines upon Thames' for its slug).
 */
export function useSyncedText<T>(
  value: T,
  toText: (value: T) => string,
  means: (text: string, value: T) => boolean,
): [string, (text: string) => void] {
  const [text, setText] = useState(() => toText(value));
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value)) {
    setShownValue(value);
    if (!means(text, value)) setText(toText(value));
  }
  return [text, setText];
}
