import { describe, expect, it } from 'vitest';
import { cardHeadlineText, sellerHeadline } from '#shared/listing-headline';

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

describe("a card's headline line", () => {
  const heading = '2019 Ford Transit Custom';

  it('drops a leading repeat of the heading, whole words only', () => {
    expect(cardHeadlineText('2019 Ford Transit Custom 2.0 EcoBlue L2H1, one owner', heading)).toBe(
      '2.0 EcoBlue L2H1, one owner',
    );
    expect(cardHeadlineText('2019 FORD TRANSIT CUSTOM - one owner', heading)).toBe('one owner');
    expect(cardHeadlineText('2019 Ford Transit Customised camper', heading)).toBe(
      '2019 Ford Transit Customised camper',
    );
  });

  it('keeps a headline that does not start with the heading', () => {
    expect(cardHeadlineText('One owner Transit Custom, ply lined', heading)).toBe(
      'One owner Transit Custom, ply lined',
    );
  });
});
