import { describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
  NO_TOASTS,
} from './toast-store';

describe('toast store', () => {
  it('shows a toast with the defaults and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ title: 'Signed out successfully' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getToasts()).toEqual([
      {
        id: 1,
        title: 'Signed out successfully',
        description: undefined,
        variant: 'default',
        durationMs: DEFAULT_TOAST_DURATION_MS,
      },
    ]);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(4000);
  });

  it('keeps at most three, dropping the oldest', () => {
    const store = createToastStore();
    for (const title of ['one', 'two', 'three', 'four']) store.show({ title });
    expect(store.getToasts().map((toast) => toast.title)).toEqual(['two', 'three', 'four']);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
  });

  it('dismisses by id, and an unknown id changes nothing', () => {
    const store = createToastStore();
    const id = store.show({
      title: 'Error',
      description: 'Failed to sign out',
      variant: 'destructive',
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(id + 100);
    expect(listener).not.toHaveBeenCalled();
    store.dismiss(id);
    expect(store.getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is the one empty list when nothing shows (the server snapshot: hydrating changes nothing)', () => {
    const store = createToastStore();
    expect(store.getToasts()).toBe(NO_TOASTS);
    const id = store.show({ title: 'Saved' });
    expect(store.getToasts()).not.toBe(NO_TOASTS);
    store.dismiss(id);
    expect(store.getToasts()).toBe(NO_TOASTS);
  });
});
