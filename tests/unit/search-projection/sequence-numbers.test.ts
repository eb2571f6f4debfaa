import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSequenceNumbers } from '#lambdas/search/projection/sequence-numbers';

const big = fc.bigInt({ min: 0n, max: 10n ** 40n });
const padded = (n: bigint, width: number) => n.toString().padStart(width, '0');

describe('compareSequenceNumbers', () => {
  it('orders decimal strings of any length as numbers, padded (DynamoDB Local) or not (AWS)', () => {
    fc.assert(
      fc.property(big, big, fc.nat(45), fc.nat(45), (a, b, wa, wb) => {
        const sign = Math.sign(compareSequenceNumbers(padded(a, wa), padded(b, wb)));
        expect(sign).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });

  it('handles the forms the two stream implementations use', () => {
    expect(compareSequenceNumbers('000000000000000000009', '000000000000000000010')).toBeLessThan(
      0,
    );
    expect(compareSequenceNumbers('4421584500000000017450439091', '999')).toBeGreaterThan(0);
    expect(compareSequenceNumbers('0001', '1')).toBe(0);
  });
});
