import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../shared/auth/forms';

/**
 * A form's values, its per-field messages and its busy flag. `submit` checks the values with
 * the shared schema first; `action` runs only on valid values, and the form is busy meanwhile.
 */
export function useFormState<S extends z.ZodType<unknown, Record<string, string>>>(
  schema: S,
  initial: z.input<S>,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof z.input<S> & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once.
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function submit(action: (valid: z.output<S>) => Promise<void>): Promise<void> {
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // The first field with a message takes the focus, as a person would look there first.
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`field-${first}`)?.focus();
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

  return { values, errors, busy, set, setValues, submit };
}
