import { describe, expect, it } from 'vitest';
import { filtersKey, rebaseDraft, type DraftState } from './filter-draft-state';

const none = {};
const pallets = { minEuroPallets: 3 };
const palletsAndLicence = { minEuroPallets: 3, carLicence: true as const };

describe('rebaseDraft: the filter panel’s draft when the URL changes', () => {
  it('keeps the draft while the URL is the one it started from', () => {
    const state: DraftState = { basis: filtersKey(none), draft: pallets };
    expect(rebaseDraft(state, none)).toBe(state);
  });

  it('starts again from the URL after a change made elsewhere (back, a link, a chip)', () => {
    const state: DraftState = { basis: filtersKey(none), draft: pallets };
    expect(rebaseDraft(state, { carLicence: true })).toEqual({
      basis: filtersKey({ carLicence: true }),
      draft: { carLicence: true },
    });
  });

  it('keeps a box ticked while the panel’s last change was loading', () => {
    // Pallets were sent; the car licence was ticked before the URL showed them.
    const state: DraftState = {
      basis: filtersKey(none),
      draft: palletsAndLicence,
      sent: filtersKey(pallets),
    };
    const next = rebaseDraft(state, pallets);
    expect(next.draft).toEqual(palletsAndLicence);
    expect(next.basis).toBe(filtersKey(pallets));
    // Nothing is waiting any more: a later change elsewhere starts again from the URL.
    expect(next.sent).toBeUndefined();
    expect(rebaseDraft(next, none).draft).toEqual(none);
  });

  it('takes the URL once it shows what was sent and nothing was edited since', () => {
    const state: DraftState = {
      basis: filtersKey(none),
      draft: pallets,
      sent: filtersKey(pallets),
    };
    expect(rebaseDraft(state, pallets)).toEqual({ basis: filtersKey(pallets), draft: pallets });
  });

  it('lets a navigation elsewhere win over a change still loading', () => {
    const state: DraftState = {
      basis: filtersKey(none),
      draft: palletsAndLicence,
      sent: filtersKey(pallets),
    };
    expect(rebaseDraft(state, { minPrice: 5000 }).draft).toEqual({ minPrice: 5000 });
  });
});
