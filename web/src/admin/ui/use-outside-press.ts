import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside the menu and its button calls `close`: the one
 * dismissal the admin's menus share (action-menu.tsx, select-menu.tsx).
 */
export function useOutsidePress(
  open: boolean,
  close: () => void,
  inside: readonly RefObject<HTMLElement | null>[],
): void {
  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    const target = event.target as Node;
    if (!inside.some((ref) => ref.current?.contains(target))) close();
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: PointerEvent) => onPointerDown(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [open]);
}
