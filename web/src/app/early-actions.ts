/**
 * Keeps a tap or a submit that came too early. A server-rendered page is painted before its app
 * runs (decision 029). Links work as HTML meanwhile, but a button that only JavaScript gives
 * meaning (Email seller, Share, Filters, the gallery) would ignore the tap, and a form (every
 * form here is handled by the app; none has an action of its own) would be sent to the page's
 * own address and reload it. The entry notes the last such action and stops the submit; once
 * React has hydrated the page the action is done again, as if the reader had done it then. From
 * the moment React starts hydrating it handles events itself (it hydrates the part acted on
 * first), so the note is taken before that.
 */

type EarlyAction =
  | { kind: 'tap'; button: HTMLButtonElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

let pending: EarlyAction | null = null;
let listening = false;

function noteTap(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // A submit button's click ends in a submit event, noted below.
  if (!button || button.type !== 'button' || button.disabled) return;
  pending = { kind: 'tap', button };
}

function noteSubmit(event: SubmitEvent): void {
  const form = event.target;
  // A form with an action of its own works without the app.
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  event.preventDefault();
  pending = { kind: 'submit', form, submitter: event.submitter };
}

export function captureEarlyActions(doc: Document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('click', noteTap, true);
  doc.addEventListener('submit', noteSubmit, true);
}

/** Stops noting; returns a replay of the last noted action, to run once React has hydrated. */
export function takeEarlyAction(doc: Document): () => void {
  doc.removeEventListener('click', noteTap, true);
  doc.removeEventListener('submit', noteSubmit, true);
  listening = false;
  const action = pending;
  pending = null;
  return () => {
    if (action?.kind === 'tap') {
      if (action.button.isConnected && !action.button.disabled) action.button.click();
    } else if (action?.kind === 'submit' && action.form.isConnected) {
      const { submitter } = action;
      action.form.requestSubmit(
        submitter?.isConnected && isSubmitterOf(action.form, submitter) ? submitter : undefined,
      );
    }
  };
}

function isSubmitterOf(form: HTMLFormElement, element: HTMLElement): boolean {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.type === 'submit' &&
    element.form === form
  );
}
