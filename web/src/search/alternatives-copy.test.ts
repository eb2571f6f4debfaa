import { describe, expect, it } from 'vitest';
import { alternativeHeading, alternativeLink } from './search-copy';

describe('what an empty town page shows instead', () => {
  it('names the nearest vans and where the distances are from', () => {
    expect(
      alternativeHeading({
        kind: 'nearest',
        filters: { make: 'ford', model: 'transit-custom' },
        near: { kind: 'town', name: 'staines-upon-thames' },
      }),
    ).toBe('Nearest Ford Transit Custom vans to Staines Upon Thames');
    expect(
      alternativeHeading({
        kind: 'nearest',
        filters: { make: 'ford', fuelType: 'diesel', postcode: 'LS1 4DY', radius: 50 },
        near: { kind: 'postcode', name: 'LS1 4DY' },
      }),
    ).toBe('Nearest matching Ford vans to LS1 4DY');
    expect(alternativeHeading({ kind: 'nearest', filters: { make: 'ford' }, near: null })).toBe(
      'Ford vans in other places',
    );
  });

  it('names the same model elsewhere, or the wider search it fell back to', () => {
    const elsewhere = (filters: Record<string, string>) =>
      alternativeHeading({ kind: 'elsewhere', filters, near: null });
    expect(elsewhere({ make: 'ford', model: 'transit' })).toBe(
      'Ford Transit vans elsewhere in the UK',
    );
    expect(elsewhere({ make: 'ford' })).toBe('Ford vans elsewhere in the UK');
    expect(elsewhere({})).toBe('Vans elsewhere in the UK');
  });

  it('links to all of them with the count', () => {
    expect(alternativeLink({ filters: { make: 'ford', model: 'transit' }, total: 1234 })).toBe(
      'See all Ford Transit vans (1,234)',
    );
    expect(alternativeLink({ filters: { make: 'ford', bodyType: 'tipper' }, total: 2 })).toBe(
      'See all matching Ford vans (2)',
    );
  });
});
