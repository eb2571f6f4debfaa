import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../shared/auth/forms';
import { firstFieldWithError } from '../dashboard/field-errors';

/** Focuses a form field by the `field-{name}` id TextInput gives it, once it has re-rendered. */
function focusField(name: string): void {
  requestAnimationFrame(() => document.getElementById(`field-${name}`)?.focus());
}

/**
 * A form's values, its per-field messages and its busy flag. `submit` checks the values with
 * the shared schema first; `action` runs only on valid values, and the form is busy meanwhile.
 * The messages are the form's own or, after `showErrors`, the server's: either way a field
 * loses its message as soon as it is changed, and the next submit starts afresh.
 */
export function useFormState<S extends z.ZodType<unknown, Record<string, string>>>(
  schema: S,
  initial: z.input<S>,
) {
  type Field = keyof z.input<S> & string;
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once.
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** Shows these messages and puts the focus on the first field, in `order` if given. */
  const showErrors = (found: Record<string, string>, order: readonly string[] = []) => {
    setErrors(found);
    // The first field with a message takes the focus, as a person would look there first.
    const first = firstFieldWithError(found, [...order, ...Object.keys(found)]);
    if (first) focusField(first);
  };

  /** A TextInput's name, value, message and change handler; `clean` tidies what is typed. */
  const field = (name: Field, clean: (value: string) => string = (value) => value) => ({
    name,
    value: String((values as Record<string, unknown>)[name] ?? ''),
    error: errors[name],
    onChange: (value: string) => set(name, clean(value)),
  });

  async function submit(action: (valid: z.output<S>) => Promise<void>): Promise<void> {
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await action(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, busy, set, setValues, field, showErrors, submit };
}

/** For a code field: what is typed or pasted, without spaces, dashes or letters. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
