import { describe, expect, it } from 'vitest';
import { descriptionParagraphs } from './description-paragraphs';

describe('description paragraphs', () => {
  it('splits on new lines of any kind and drops blank lines', () => {
    expect(descriptionParagraphs('First line.\n\nSecond  \r\nThird\rFourth\n')).toEqual([
      'First line.',
      'Second',
      'Third',
      'Fourth',
    ]);
  });

  it('keeps markup as text', () => {
    expect(descriptionParagraphs('<b>bold</b>')).toEqual(['<b>bold</b>']);
  });

  it('gives no paragraphs for an empty description', () => {
    expect(descriptionParagraphs(' \n ')).toEqual([]);
  });
});
