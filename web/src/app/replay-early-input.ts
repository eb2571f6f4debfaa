/**
 * Hands React what the reader did to a form before the page hydrated. The server-rendered form
 * works as HTML at once, so a reader may type a postcode or pick a make while the app is still
 * loading (decision 029 loads it after the first paint), and the browser restores fields on
 * back and reload. React keeps such a value in the DOM when it hydrates but never hears of it,
 * so its state (and whatever depends on it, such as the models of the chosen make) would
 * disagree with what the reader sees.
 *
 * So: just before React starts hydrating, `noteEarlyInput` notes every field whose value is not
 * the one the server wrote, and the focused control. After hydration, in a task of its own (not
 * inside a commit, where React can neither render nor keep a change), `replayEarlyInput` puts
 * each noted value back if a render reset it and fires the events React listens for, as if the
 * reader had just made the change and left the field. Changes made once hydration had begun are
 * React's own: they are not noted, and a field changed again since is left alone.
 */

type FieldValue = string | boolean | readonly string[];
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type EarlyInput = {
  /** Each field whose value was not the server's just before React started, with that value. */
  fields: Map<Field, FieldValue>;
  focused: Element | null;
  /**
   * What each field held after its last input or change event while React hydrated: React may
   * not hear a key pressed then, and the commit puts its own (server) value back over it.
   */
  during: Map<Field, FieldValue>;
  stop: () => void;
};

const SKIPPED_TYPES = new Set(['button', 'file', 'hidden', 'image', 'reset', 'submit']);

export function noteEarlyInput(root: Element): EarlyInput {
  const fields: EarlyInput['fields'] = new Map();
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) continue;
    const value = valueOf(field);
    if (!sameValue(value, serverValueOf(field))) fields.set(field, value);
  }
  const active = root.ownerDocument.activeElement;
  const during = new Map<Field, FieldValue>();
  const record = (event: Event) => {
    const field = event.target;
    if (isField(field)) during.set(field, valueOf(field));
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  return {
    fields,
    focused: active && active !== root && root.contains(active) ? active : null,
    during,
    stop: () => {
      root.removeEventListener('input', record, true);
      root.removeEventListener('change', record, true);
    },
  };
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

export function replayEarlyInput(early: EarlyInput): void {
  early.stop();
  for (const field of new Set([...early.fields.keys(), ...early.during.keys()])) {
    if (!field.isConnected) continue;
    const typedSince = early.during.get(field);
    if (typedSince !== undefined) {
      // Typed into while React hydrated: React may have missed some of it, and its commit may
      // have put an older value back. Told again (a value it already has changes nothing).
      replayChange(field, typedSince);
    } else {
      const value = early.fields.get(field)!;
      const now = valueOf(field);
      // Changed again once React was listening: that change is React's.
      if (!sameValue(now, value) && !sameValue(now, serverValueOf(field))) continue;
      replayChange(field, value);
    }
    // Left (before hydrating, or while React hydrated and validated the value it knew then):
    // validation on blur runs again with the value now in React's hands.
    if (field !== field.ownerDocument.activeElement) {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  }
  // What a control shows on focus (a tooltip, a hint); React listens for focusin.
  if (early.focused?.isConnected && early.focused === early.focused.ownerDocument.activeElement) {
    early.focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}

function replayChange(field: Field, value: FieldValue): void {
  if (field instanceof HTMLSelectElement) {
    const chosen = new Set(value as readonly string[]);
    for (const option of field.options) option.selected = chosen.has(option.value);
    // React reads a select's change event as it is.
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    // React ignores an event for a field it believes unchanged: setting the property through the
    // element lets React record the server's state; the prototype's setter then puts the
    // reader's back without telling it.
    field.checked = field.defaultChecked;
    setThroughPrototype(field, HTMLInputElement.prototype, 'checked', value as boolean);
    // A plain Event, not a MouseEvent: it does not toggle the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  setThroughPrototype(field, prototype, 'value', value as string);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function isCheckable(input: HTMLInputElement): boolean {
  return input.type === 'checkbox' || input.type === 'radio';
}

function valueOf(field: Field): FieldValue {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].filter((option) => option.selected).map((option) => option.value);
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) return field.checked;
  return field.value;
}

/** The value the server wrote into the markup. */
function serverValueOf(field: Field): FieldValue {
  if (field instanceof HTMLSelectElement) {
    const marked = [...field.options].filter((option) => option.defaultSelected);
    // No option marked: a single select shows its first.
    const shown = marked.length > 0 || field.multiple ? marked : [...field.options].slice(0, 1);
    return shown.map((option) => option.value);
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) return field.defaultChecked;
  return field.defaultValue;
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => value === b[index]);
  }
  return a === b;
}

function setThroughPrototype<K extends 'value' | 'checked'>(
  field: HTMLInputElement | HTMLTextAreaElement,
  prototype: object,
  property: K,
  value: K extends 'checked' ? boolean : string,
): void {
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}
