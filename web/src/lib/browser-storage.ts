import { useCallback, useSyncExternalStore } from 'react';

export type StorageArea = 'local' | 'session';

const listeners = new Set<() => void>();

function area(storage: StorageArea): Storage {
  return storage === 'session' ? window.sessionStorage : window.localStorage;
}

/**
 * localStorage that never throws: private modes, disabled storage and full quotas must not break
 * the page (the value is then simply not remembered). Outside a browser there is nothing stored.
 */
export function readStored(key: string, storage: StorageArea = 'local'): string | null {
  try {
    return area(storage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, storage: StorageArea = 'local'): void {
  try {
    area(storage).setItem(key, value);
  } catch {
    // Not remembered; nothing else to do.
  }
  // The 'storage' event only reaches other tabs; this tab's readers are told here.
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A stored value for rendering: null on the server and in the hydration render, the stored value
 * afterwards (and at once in a page that was not server-rendered). The server cannot know what
 * this browser stored, so reading storage in the first render would not match its markup.
 */
export function useStoredValue(key: string, storage: StorageArea = 'local'): string | null {
  return useStoredSelection(key, whole, storage);
}

const whole = (raw: string | null) => raw;

/**
 * What a component shows of a stored value, as a string or null: it renders again only when
 * that changes, not whenever the value does (a page that records itself in a list it shows
 * without itself must not render twice while it hydrates). `select` must be stable.
 */
export function useStoredSelection(
  key: string,
  select: (raw: string | null) => string | null,
  storage: StorageArea = 'local',
): string | null {
  const read = useCallback(() => select(readStored(key, storage)), [key, storage, select]);
  return useSyncExternalStore(subscribe, read, () => null);
}
