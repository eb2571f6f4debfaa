import { describe, expect, it } from 'vitest';
import { reviewCommand } from './review-shortcuts';

/** A stand-in for the element a key was pressed on: matches the selectors given. */
function element(matches: string[] = [], editable = false) {
  return {
    isContentEditable: editable,
    closest: (selector: string) =>
      selector.split(',').some((part) => matches.includes(part.trim())) ? {} : null,
  } as unknown as EventTarget;
}

const press = (key: string, over: Partial<Parameters<typeof reviewCommand>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  defaultPrevented: false,
  target: element(),
  ...over,
});

describe('the reviewer’s keys', () => {
  it('maps A, R, J and K, in either case', () => {
    expect(reviewCommand(press('a'), false)).toBe('approve');
    expect(reviewCommand(press('A'), false)).toBe('approve');
    expect(reviewCommand(press('r'), false)).toBe('reject');
    expect(reviewCommand(press('j'), false)).toBe('next');
    expect(reviewCommand(press('k'), false)).toBe('previous');
    expect(reviewCommand(press('x'), false)).toBeNull();
    expect(reviewCommand(press('Enter'), false)).toBeNull();
  });

  it('leaves the browser’s own shortcuts alone', () => {
    expect(reviewCommand(press('r', { ctrlKey: true }), false)).toBeNull();
    expect(reviewCommand(press('a', { metaKey: true }), false)).toBeNull();
    expect(reviewCommand(press('j', { altKey: true }), false)).toBeNull();
  });

  it('does nothing while a dialog is open, a key is held or already handled', () => {
    expect(reviewCommand(press('a'), true)).toBeNull();
    expect(reviewCommand(press('a', { repeat: true }), false)).toBeNull();
    expect(reviewCommand(press('a', { defaultPrevented: true }), false)).toBeNull();
  });

  it('does nothing while typing in a field, choosing in a menu, or inside a dialog', () => {
    for (const where of ['input', 'textarea', 'select', '[role="menu"]', 'dialog']) {
      expect(reviewCommand(press('a', { target: element([where]) }), false)).toBeNull();
    }
    expect(reviewCommand(press('a', { target: element([], true) }), false)).toBeNull();
  });

  it('works with the focus on a button or the page', () => {
    expect(reviewCommand(press('j', { target: element(['button']) }), false)).toBe('next');
    expect(reviewCommand(press('j', { target: null }), false)).toBe('next');
  });
});
