import { describe, expect, it } from 'vitest';
import {
  STOCK_REFERENCE_MESSAGES,
  stockReferenceField,
  stockReferenceKey,
} from './stock-reference';

describe('stock reference', () => {
  it('is optional: empty and absent are none', () => {
    expect(stockReferenceField.parse('')).toBeNull();
    expect(stockReferenceField.parse('   ')).toBeNull();
    expect(stockReferenceField.parse(undefined)).toBeNull();
  });

  it('keeps what was typed, trimmed, spaces collapsed', () => {
    expect(stockReferenceField.parse('  VN  1042 ')).toBe('VN 1042');
  });

  it('refuses what is too long or holds other characters, with one message', () => {
    for (const bad of ['x'.repeat(31), 'VN#1', '-VN', '<b>']) {
      const result = stockReferenceField.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(STOCK_REFERENCE_MESSAGES.invalid);
    }
  });

  it('compares without case or spaces', () => {
    expect(stockReferenceKey('vn 1042')).toBe(stockReferenceKey('VN1042'));
    expect(stockReferenceKey('VN-1042')).not.toBe(stockReferenceKey('VN1042'));
  });
});
