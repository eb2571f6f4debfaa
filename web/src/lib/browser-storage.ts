/**
 * localStorage that never throws: private modes, disabled storage and full quotas must not break
 * the page (the value is then simply not remembered).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; nothing else to do.
  }
}
