import { describe, expect, it } from 'vitest';
import { canReach, keyHistoryEntry, parseStoredPositions, scrollKey } from './scroll-memory';

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history;
}

describe('keyHistoryEntry', () => {
  it('keys an entry the browser made (no state), so it shares no saved position', () => {
    const history = fakeHistory(null);
    keyHistoryEntry(history, () => 'k1');
    expect(history.state).toEqual({ key: 'k1', idx: 0 });
  });

  it('keeps the key of an entry the router made, so a reload finds its position', () => {
    const state = { usr: { keepFocus: true }, key: 'abc', idx: 3 };
    const history = fakeHistory(state);
    keyHistoryEntry(history, () => 'k1');
    expect(history.state).toBe(state);
  });

  it('keeps the other fields when it adds a key', () => {
    const history = fakeHistory({ idx: 0, usr: null });
    keyHistoryEntry(history, () => 'k2');
    expect(history.state).toEqual({ idx: 0, usr: null, key: 'k2' });
  });

  it("replaces the router's shared name for unkeyed entries and state that is not an object", () => {
    const shared = fakeHistory({ key: 'default' });
    keyHistoryEntry(shared, () => 'k3');
    expect(shared.state).toEqual({ key: 'k3', idx: 0 });
    const odd = fakeHistory('some string');
    keyHistoryEntry(odd, () => 'k4');
    expect(odd.state).toEqual({ key: 'k4', idx: 0 });
  });

  it("adds the router's index to a keyed entry without one, in one write (the router writes none)", () => {
    const history = fakeHistory({ key: 'abc' });
    let writes = 0;
    const counted = {
      get state() {
        return history.state;
      },
      replaceState(next: unknown) {
        writes += 1;
        history.replaceState(next);
      },
    };
    keyHistoryEntry(counted, () => 'k5');
    expect(history.state).toEqual({ key: 'abc', idx: 0 });
    keyHistoryEntry(counted, () => 'k6');
    expect(writes).toBe(1);
  });
});

describe('scrollKey', () => {
  const at = { pathname: '/terms', search: '', hash: '#contact-us' };

  it("is the entry's own key", () => {
    expect(scrollKey({ ...at, key: 'x1y2' }, 'doc')).toBe('x1y2');
  });

  it('gives an unkeyed entry (a plain #fragment link) a key of this document only', () => {
    expect(scrollKey({ ...at, key: 'default' }, 'doc')).toBe('doc:/terms#contact-us');
    expect(scrollKey({ ...at, key: 'default' }, 'other')).not.toBe(
      scrollKey({ ...at, key: 'default' }, 'doc'),
    );
  });
});

describe('parseStoredPositions', () => {
  it('reads the positions React Router stored', () => {
    expect(parseStoredPositions('{"a1":1200,"b2":0}')).toEqual({ a1: 1200, b2: 0 });
  });

  it('ignores what is missing, broken or not a position', () => {
    expect(parseStoredPositions(null)).toEqual({});
    expect(parseStoredPositions('{not json')).toEqual({});
    expect(parseStoredPositions('[1,2]')).toEqual({});
    expect(parseStoredPositions('{"a":"12","b":-4,"c":null,"d":300}')).toEqual({ d: 300 });
  });
});

describe('canReach', () => {
  it('needs the page to be the position taller than the window', () => {
    // 3,000 px page, 800 px window: can scroll to 2,200.
    expect(canReach(2200, 3000, 800)).toBe(true);
    expect(canReach(2201, 3000, 800)).toBe(true);
    expect(canReach(2300, 3000, 800)).toBe(false);
    expect(canReach(0, 500, 800)).toBe(true);
  });
});
