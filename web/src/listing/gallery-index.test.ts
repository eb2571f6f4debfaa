import { describe, expect, it } from 'vitest';
import { imageCaption, neighbourIndexes, swipeStep, wrapIndex } from './gallery-index';

describe('gallery index', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });

  it('turns a swipe of at least 50 px into a step, left for next', () => {
    expect(swipeStep(-50)).toBe(1);
    expect(swipeStep(50)).toBe(-1);
    expect(swipeStep(-49)).toBe(0);
    expect(swipeStep(49)).toBe(0);
  });

  it('ignores a mostly vertical movement (a scroll)', () => {
    expect(swipeStep(-60, 120)).toBe(0);
  });

  it('preloads the neighbours, wrapping, once each', () => {
    expect(neighbourIndexes(0, 5)).toEqual([4, 1]);
    expect(neighbourIndexes(4, 5)).toEqual([3, 0]);
    expect(neighbourIndexes(0, 2)).toEqual([1]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
  });

  it('captions the image', () => {
    expect(imageCaption(0, 7)).toBe('Image 1 of 7');
  });
});
