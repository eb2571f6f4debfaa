import { describe, expect, it, vi } from 'vitest';
import {
  clearSavedFilters,
  followBreadcrumb,
  readSavedFilters,
  saveFilters,
} from './saved-filters';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('saved filters (sessionStorage vanFilters)', () => {
  it('saves the filter set without its page and reads it back', () => {
    const storage = memoryStorage();
    saveFilters({ make: 'ford', maxPrice: 20000, features: ['sat-nav'], page: 3 }, storage);
    expect(JSON.parse(storage.values.get('vanFilters') ?? '')).toEqual({
      make: 'ford',
      maxPrice: 20000,
      features: ['sat-nav'],
    });
    expect(readSavedFilters(storage)).toEqual({
      make: 'ford',
      maxPrice: 20000,
      features: ['sat-nav'],
    });
  });

  it('ignores a saved value that is missing, not JSON or not a valid filter set', () => {
    const storage = memoryStorage();
    expect(readSavedFilters(storage)).toBeUndefined();
    storage.values.set('vanFilters', '{oops');
    expect(readSavedFilters(storage)).toBeUndefined();
    storage.values.set('vanFilters', JSON.stringify({ make: 'trabant' }));
    expect(readSavedFilters(storage)).toBeUndefined();
  });

  it('clears the saved filters', () => {
    const storage = memoryStorage();
    saveFilters({ make: 'ford' }, storage);
    clearSavedFilters(storage);
    expect(storage.values.has('vanFilters')).toBe(false);
  });

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveFilters({ make: 'ford' }, refusing)).not.toThrow();
    expect(readSavedFilters(refusing)).toBeUndefined();
    expect(() => clearSavedFilters(refusing)).not.toThrow();
  });
});

describe('breadcrumb links', () => {
  it('clear the saved filters and set fromBreadcrumb for 2 seconds', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    saveFilters({ make: 'ford', maxPrice: 9000 }, session);
    const schedule = vi.fn<(run: () => void, ms: number) => void>();

    followBreadcrumb(session, local, schedule);

    expect(session.values.has('vanFilters')).toBe(false);
    expect(local.values.get('fromBreadcrumb')).toBe('true');
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 2000);
    schedule.mock.calls[0]?.[0]();
    expect(local.values.has('fromBreadcrumb')).toBe(false);
  });
});
