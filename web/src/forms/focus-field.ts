/**
 * Brings a field with a message into view and focuses it (issue 28): centred, so that its label
 * above and its message below show too, never under the sticky header, as a plain focus() may
 * leave them; then focused without scrolling again. Done once the messages have rendered, so
 * the control is described by its message when a screen reader reads it.
 */
export function focusField(id: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    element.focus({ preventScroll: true });
  });
}
