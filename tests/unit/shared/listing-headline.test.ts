import { describe, expect, it } from 'vitest';
import { sellerHeadline } from '../../../shared/listing-headline';

const van = { year: 2019, make: 'Ford', model: 'Transit Custom' };

describe("the seller's headline", () => {
  it("is the seller's own title, tidied", () => {
    expect(
      sellerHeadline({ ...van, title: '  2019 Ford Transit Custom 2.0 EcoBlue L2H1,  one owner ' }),
    ).toBe('2019 Ford Transit Custom 2.0 EcoBlue L2H1, one owner');
  });

  it('is nothing when the title only repeats year, make and model, in any order or case', () => {
    expect(sellerHeadline({ ...van, title: '' })).toBeNull();
    expect(sellerHeadline({ ...van, title: '   ' })).toBeNull();
    expect(sellerHeadline({ ...van, title: '2019 Ford Transit Custom' })).toBeNull();
    // The edit form's default title for an emptied one.
    expect(sellerHeadline({ ...van, title: 'Ford Transit Custom 2019' })).toBeNull();
    expect(sellerHeadline({ ...van, title: 'ford transit-custom, 2019' })).toBeNull();
  });
});
