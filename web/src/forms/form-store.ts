import type { z } from 'zod';
import {
  firstErrorPerField,
  firstFieldWithError,
  serverFieldErrors,
  type FirstErrorOptions,
} from './field-errors';
import { focusField } from './focus-field';

/** Per-field messages, by the field's name ('form' for one about the whole form). */
export type FieldErrors = Record<string, string>;

/** What a form's check answers: the values to send, or the messages to show. */
export type FormCheck<V, Out> = (
  values: V,
) => { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/**
 * A check by a shared zod schema (the one the API reads the body with), its first issue per
 * field becoming that field's message, in the schema's words unless `message` says otherwise.
 */
export function schemaCheck<S extends z.ZodType>(
  schema: S,
  options: FirstErrorOptions = {},
): FormCheck<z.input<S>, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, errors: firstErrorPerField(parsed.error, options) };
  };
}

export type FormOptions<V, Out> = {
  initial: V;
  /** Checks the values before `submit` runs its action (schemaCheck for a shared schema). */
  check?: FormCheck<V, Out>;
  /**
   * What follows from a change the person made: a preset that follows other fields (the
   * listing's ULEZ switch), a choice emptied when the one it depends on changes (the model when
   * the make does). `changed` holds every field the person has set, this one included.
   */
  rules?: (next: V, previous: V, changed: ReadonlySet<string>) => V;
  /** Fields counted as set by the person from the start (a stored answer on an edit form). */
  changed?: Iterable<string>;
  /** The start of each control's id, `{idPrefix}-{name}`; 'field' by default, as TextInput's. */
  idPrefix?: string;
  /** A control's id when it is not `{idPrefix}-{name}` (a field of several controls). */
  idOf?: (name: string) => string;
  /** The fields in the order they are shown: the first with a message takes the focus. */
  order?: readonly string[];
  /** Moves the focus to a control (focusField: into view, once the messages have rendered). */
  focus?: (id: string) => void;
};

export type FormState<V> = {
  values: V;
  errors: FieldErrors;
  /** Whether the submit's action is running: a second submit meanwhile does nothing. */
  busy: boolean;
  /** The fields the person has set (rules leave them be). */
  changed: ReadonlySet<string>;
};

/**
 * A form's state and what changes it, with no React: values, per-field messages, the fields the
 * person has set and the busy flag (docs/decisions/047-one-form-hook.md). useForm renders it.
 * A field loses its message as soon as it is changed; `submit` checks the values first, shows
 * the messages and focuses the first invalid field, or runs its action on the checked values.
 */
export function createFormStore<V extends object, Out = V>(options: FormOptions<V, Out>) {
  type Field = keyof V & string;
  const {
    idPrefix = 'field',
    idOf = (name: string) => `${idPrefix}-${name}`,
    order = [],
    focus = focusField,
  } = options;
  let state: FormState<V> = {
    values: options.initial,
    errors: {},
    busy: false,
    changed: new Set(options.changed),
  };
  const listeners = new Set<() => void>();

  function update(next: Partial<FormState<V>>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function withoutErrors(fields: readonly string[]): FieldErrors {
    if (!fields.some((field) => field in state.errors)) return state.errors;
    return Object.fromEntries(
      Object.entries(state.errors).filter(([field]) => !fields.includes(field)),
    );
  }

  /** The person set a field: it loses its message, and the rules follow. */
  function set<K extends Field>(field: K, value: V[K]): void {
    const changed = state.changed.has(field) ? state.changed : new Set([...state.changed, field]);
    const next = { ...state.values, [field]: value };
    update({
      values: options.rules ? options.rules(next, state.values, changed) : next,
      errors: withoutErrors([field]),
      changed,
    });
  }

  /** Values changed by the page, not the person (an answer arrived): no message goes. */
  function change(next: (values: V) => V): void {
    update({ values: next(state.values) });
  }

  /** Takes these messages off (a field of several parts: the reasons list). */
  function clearErrors(fields: readonly string[]): void {
    const errors = withoutErrors(fields);
    if (errors !== state.errors) update({ errors });
  }

  /** Shows these messages and focuses the first field with one, in `fieldOrder`. */
  function showErrors(found: FieldErrors, fieldOrder: readonly string[] = order): void {
    update({ errors: found });
    const first = firstFieldWithError(found, [...fieldOrder, ...Object.keys(found)]);
    if (first) focus(idOf(first));
  }

  /**
   * The field messages of a refused save (a 400 or 422 naming fields), shown as the form's own
   * for the fields this form has: true when there were any.
   */
  function showServerErrors(error: unknown, fields: readonly string[] = order): boolean {
    const found = serverFieldErrors(error, fields.length > 0 ? fields : Object.keys(state.values));
    if (Object.keys(found).length === 0) return false;
    showErrors(found);
    return true;
  }

  /** A TextInput's name, id, value, message and change handler; `clean` tidies what is typed. */
  function field(name: Field, clean: (value: string) => string = (value) => value) {
    return {
      name,
      id: idOf(name),
      value: String(state.values[name] ?? ''),
      error: state.errors[name],
      onChange: (value: string) => set(name, clean(value) as V[typeof name]),
    };
  }

  /**
   * Checks the values (with the form's `check`, or this one: the listing's reads its photo
   * queue too), then runs `action` on what the check gives, busy meanwhile. Busy is answered at
   * once, before React renders it, so a double click sends once.
   */
  async function submit<R = Out>(
    action: (valid: R) => Promise<void> | void,
    check?: FormCheck<V, R>,
  ): Promise<void> {
    // Without a check of its own, the form's gives `Out` (R's default); with no check at all
    // the values go as they are (`Out` is V then).
    const run = check ?? (options.check as FormCheck<V, R> | undefined);
    if (state.busy) return;
    const checked = run
      ? run(state.values)
      : { ok: true as const, data: state.values as unknown as R };
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    update({ errors: {}, busy: true });
    try {
      await action(checked.data);
    } finally {
      update({ busy: false });
    }
  }

  return {
    getState: (): FormState<V> => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    change,
    clearErrors,
    showErrors,
    showServerErrors,
    field,
    idOf,
    submit,
  };
}

export type FormStore<V extends object, Out = V> = ReturnType<typeof createFormStore<V, Out>>;
