import { describe, expect, it } from 'vitest';
import {
  compactPostcode,
  formatPostcode,
  isValidOutcode,
  isValidPostcode,
  outcodeOf,
} from '#shared/postcode';

describe('UK postcodes', () => {
  it.each([
    'M1 9AB',
    'M19AB',
    'm1 9ab',
    ' SW1A 1AA ',
    'EC1V9HX',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
  ])('accepts %j', (input) => {
    expect(isValidPostcode(input)).toBe(true);
  });

  it.each(['', 'M1', '9AB', 'M1 9A', 'M1 9ABC', 'MMM1 9AB', '1M 9AB', 'M1 AAB', 'M1-9AB', 'M!9AB'])(
    'rejects %j',
    (input) => {
      expect(isValidPostcode(input)).toBe(false);
      expect(formatPostcode(input)).toBeUndefined();
    },
  );

  it('formats with one space before the last three characters, upper case', () => {
    expect(formatPostcode('M1 9AB')).toBe('M1 9AB');
    expect(formatPostcode('M19AB')).toBe('M1 9AB');
    expect(formatPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(formatPostcode(' e c 1 v 9 h x ')).toBe('EC1V 9HX');
  });

  it('compacts without validating', () => {
    expect(compactPostcode(' m1 9ab ')).toBe('M19AB');
  });

  it('gives the outward code of a valid postcode', () => {
    expect(outcodeOf('m1 9ab')).toBe('M1');
    expect(outcodeOf('SW1A 1AA')).toBe('SW1A');
    expect(outcodeOf('nonsense')).toBeUndefined();
    expect(isValidOutcode('EC1V')).toBe(true);
    expect(isValidOutcode('M1 9AB')).toBe(false);
  });
});
