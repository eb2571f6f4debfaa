import { useState } from 'react';
import type { z } from 'zod';
import { firstErrorPerField, firstFieldWithError, type FirstErrorOptions } from './field-errors';
import { focusField } from './focus-field';

/** How the schema's issues become messages (which fields, what words), and: */
type FormOptions = FirstErrorOptions & {
  /** The start of each control's id, `{idPrefix}-{name}` (TextInput's `field` by default). */
  idPrefix?: string;
  /** The fields in the order they are shown: the first with a message takes the focus. */
  order?: readonly string[];
};

/**
 * A form's values, its per-field messages and its busy flag. `submit` checks the values with
 * the shared schema first; `action` runs only on valid values, and the form is busy meanwhile.
 * The messages are the form's own or, after `showErrors`, the server's: either way a field
 * loses its message as soon as it is changed, and the next submit starts afresh.
 */
export function useFormState<S extends z.ZodType<unknown, Record<string, string | undefined>>>(
  schema: S,
  initial: z.input<S>,
  { idPrefix = 'field', order = [], ...check }: FormOptions = {},
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
  const showErrors = (found: Record<string, string>, fieldOrder: readonly string[] = order) => {
    setErrors(found);
    // The first field with a message takes the focus, as a person would look there first.
    const first = firstFieldWithError(found, [...fieldOrder, ...Object.keys(found)]);
    if (first) focusField(idOf(first));
  };

  /** The id of a field's control. */
  const idOf = (name: string) => `${idPrefix}-${name}`;

  /** A TextInput's name, id, value, message and change handler; `clean` tidies what is typed. */
  const field = (name: Field, clean: (value: string) => string = (value) => value) => ({
    name,
    id: idOf(name),
    value: String((values as Record<string, unknown>)[name] ?? ''),
    error: errors[name],
    onChange: (value: string) => set(name, clean(value)),
  });

  async function submit(action: (valid: z.output<S>) => Promise<void> | void): Promise<void> {
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showErrors(firstErrorPerField(parsed.error, check));
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

  return { values, errors, busy, set, setValues, field, idOf, showErrors, submit };
}

/** For a code field: what is typed or pasted, without spaces, dashes or letters. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
