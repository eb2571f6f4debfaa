/**
 * A tiny toast store (three visible at once, 4000 ms by default: long enough to read). Plain
 * functions with a subscribe hook so React reads it through useSyncExternalStore.
 */
export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself. */
  durationMs?: number;
};

export type Toast = Required<Omit<ToastInput, 'description'>> & {
  id: number;
  description?: string;
};

export const MAX_VISIBLE_TOASTS = 3;
export const DEFAULT_TOAST_DURATION_MS = 4000;

export type ToastStore = {
  getToasts: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
};

/**
 * The list when no toast shows, always this one array: it is also the server's snapshot, so a
 * hydrating page finds the store unchanged and React renders nothing again.
 */
export const NO_TOASTS: readonly Toast[] = Object.freeze([]);

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = NO_TOASTS;
  let nextId = 1;
  const listeners = new Set<() => void>();

  function set(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  return {
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input) {
      const toast: Toast = {
        id: nextId++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        durationMs: input.durationMs ?? DEFAULT_TOAST_DURATION_MS,
      };
      // Newest last; the oldest leave once more than three are showing.
      set([...toasts, toast].slice(-MAX_VISIBLE_TOASTS));
      return toast.id;
    },
    dismiss(id) {
      if (!toasts.some((toast) => toast.id === id)) return;
      const rest = toasts.filter((toast) => toast.id !== id);
      set(rest.length > 0 ? rest : NO_TOASTS);
    },
  };
}

/** The app's one store. */
export const toastStore = createToastStore();

/** Shows a toast, e.g. `showToast({ title: 'Signed out successfully' })`. */
export function showToast(input: ToastInput): number {
  return toastStore.show(input);
}
