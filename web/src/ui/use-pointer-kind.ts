import { useSyncExternalStore } from 'react';
import type { PointerKind } from './gallery-index';

/** The primary pointer is a finger: phones and tablets, not a laptop with a touch screen too. */
const TOUCH_QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function current(): PointerKind {
  return window.matchMedia(TOUCH_QUERY).matches ? 'touch' : 'mouse';
}

/** 'touch' or 'mouse', following the device (a tablet docked to a keyboard and mouse changes). */
export function usePointerKind(): PointerKind {
  return useSyncExternalStore(subscribe, current, () => 'mouse');
}
