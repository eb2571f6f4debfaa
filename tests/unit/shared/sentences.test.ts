import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentences } from '#shared/sentences';

describe('sentences', () => {
  it('ends each part once, whether or not it had its full stop', () => {
    expect(
      sentences([
        'Import finished',
        'The CSV file is empty or has no valid rows.',
        'No listings were imported.',
        '1 error occurred',
      ]),
    ).toBe(
      'Import finished. The CSV file is empty or has no valid rows. No listings were imported. 1 error occurred.',
    );
  });

  it('leaves out empty parts', () => {
    expect(sentences(['Done', null, undefined, false, '  '])).toBe('Done.');
    expect(sentences([])).toBe('');
  });

  it('never writes two full stops in a row', () => {
    const part = fc
      .tuple(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,15}$/), fc.boolean())
      .map(([text, ended]) => (ended ? `${text.trim()}.` : text));
    fc.assert(
      fc.property(fc.array(part), (parts) => {
        const text = sentences(parts);
        expect(text).not.toMatch(/\.\s*\./);
        expect(text === '' || text.endsWith('.')).toBe(true);
      }),
    );
  });
});
