import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * A native <dialog> opened as a modal when it mounts (the page behind inert), with the focus on
 * what `initialFocus` picks; when it unmounts the focus goes back to the control that opened it,
 * unless that has gone (a row that left the list).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null | undefined,
): void {
  const openerRef = useRef<Element | null>(null);
  const focusFirst = useEffectEvent((dialog: HTMLDialogElement) => initialFocus(dialog)?.focus());
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      focusFirst(dialog);
    }
    return () => {
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialogRef]);
}
