export type ReviewCommand = 'approve' | 'reject' | 'next' | 'previous';

/** The reviewer's keys (docs/admin.md): A approve, R reject, J next, K previous. */
export const REVIEW_KEYS: readonly { key: string; command: ReviewCommand; label: string }[] = [
  { key: 'A', command: 'approve', label: 'Approve' },
  { key: 'R', command: 'reject', label: 'Reject' },
  { key: 'J', command: 'next', label: 'Next' },
  { key: 'K', command: 'previous', label: 'Previous' },
];

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'defaultPrevented'
> & { target: EventTarget | null };

/** Where typing or choosing happens: a key there is the field's, never a command. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return Boolean(
    element.closest('input, textarea, select, [contenteditable="true"], [role="menu"], dialog'),
  );
}

/**
 * The command a key press asks for, or null: plain letters only (Ctrl + R still reloads, Cmd + A
 * still selects), not held down, and never while the admin types in a field, chooses in a menu
 * or has a dialog open (`dialogOpen`: the reject dialog takes the keys).
 */
export function reviewCommand(event: KeyEventLike, dialogOpen: boolean): ReviewCommand | null {
  if (dialogOpen || event.defaultPrevented || event.repeat) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const found = REVIEW_KEYS.find((entry) => entry.key === event.key.toUpperCase());
  return found ? found.command : null;
}
