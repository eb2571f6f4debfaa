import { describe, expect, it } from 'vitest';
import { distanceText, sellerLabel } from './card-copy';

describe('result card wording', () => {
  it('gives distances in miles', () => {
    expect(distanceText(12.3)).toBe('12.3 miles away');
    expect(distanceText(1)).toBe('1 mile away');
    expect(distanceText(0)).toBe('0 miles away');
  });

  it('names the seller type as the spec shows it', () => {
    expect(sellerLabel('private_seller')).toBe('Private Seller');
    expect(sellerLabel('trade_dealer')).toBe('Trade');
  });
});
