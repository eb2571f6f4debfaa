/**
 * Hands React what the reader did to a form before the page hydrated. The server-rendered form
 * works as HTML at once, so a reader may type a postcode or pick a make while the app is still
 * loading (decision 029 loads it after the first paint), and the browser restores fields on
 * back and reload. React keeps such a value in the DOM when it hydrates but never hears of it,
 * so its state (and whatever depends on it, such as the models of the chosen make) would
 * disagree with what the reader sees. For each field whose value is not the one the server
 * wrote, this fires the event React listens for, as if the reader had just made the change; and
 * the same for the control that has the focus.
 */

const SKIPPED_TYPES = new Set(['button', 'file', 'hidden', 'image', 'reset', 'submit']);

export function replayEarlyInput(root: Element): void {
  for (const field of root.querySelectorAll('input, select, textarea')) {
    if (field instanceof HTMLSelectElement) replaySelect(field);
    else if (field instanceof HTMLInputElement) replayInput(field);
    else if (field instanceof HTMLTextAreaElement) replayText(field, HTMLTextAreaElement.prototype);
  }
  replayFocus(root);
}

/**
 * A control focused before hydration (a keyboard reader tabbing through the page) stays focused,
 * but React never heard of it: what it shows on focus (a tooltip, a hint) would not appear.
 * React listens for focusin; a plain event wakes it without a blur and a second focus.
 */
function replayFocus(root: Element): void {
  const focused = root.ownerDocument.activeElement;
  if (!focused || focused === root || !root.contains(focused)) return;
  focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

function replaySelect(select: HTMLSelectElement): void {
  // React reads a select's change event as it is.
  const changed = [...select.options].some((option) => option.selected !== option.defaultSelected);
  if (changed) select.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayInput(input: HTMLInputElement): void {
  if (SKIPPED_TYPES.has(input.type)) return;
  if (input.type === 'checkbox' || input.type === 'radio') {
    if (input.checked === input.defaultChecked) return;
    const now = input.checked;
    // React ignores an event whose field it believes unchanged: setting the property through
    // the element lets React record the server's state; the prototype's setter then puts the
    // reader's back without telling it.
    input.checked = input.defaultChecked;
    setThroughPrototype(input, HTMLInputElement.prototype, 'checked', now);
    // A plain Event, not a MouseEvent: it does not toggle the box again.
    input.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  replayText(input, HTMLInputElement.prototype);
}

function replayText(
  field: HTMLInputElement | HTMLTextAreaElement,
  prototype: HTMLInputElement | HTMLTextAreaElement,
): void {
  if (field.value === field.defaultValue) return;
  const now = field.value;
  field.value = field.defaultValue;
  setThroughPrototype(field, prototype, 'value', now);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function setThroughPrototype<K extends 'value' | 'checked'>(
  field: HTMLInputElement | HTMLTextAreaElement,
  prototype: object,
  property: K,
  value: K extends 'checked' ? boolean : string,
): void {
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}
