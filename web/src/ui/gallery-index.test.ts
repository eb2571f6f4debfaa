import { describe, expect, it } from 'vitest';
import {
  imageCaption,
  isDoubleTap,
  neighbourIndexes,
  swipeStep,
  viewerHint,
  wrapIndex,
} from './gallery-index';

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

  it('counts two quick taps in one place as a double tap', () => {
    const first = { x: 100, y: 200, at: 1000 };
    expect(isDoubleTap(undefined, first)).toBe(false);
    expect(isDoubleTap(first, { x: 110, y: 210, at: 1250 })).toBe(true);
    expect(isDoubleTap(first, { x: 110, y: 210, at: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 180, y: 200, at: 1100 })).toBe(false);
  });

  it('hints at what the device can do: swiping on touch, keys and clicks with a mouse', () => {
    expect(viewerHint('touch', 5)).toMatch(/^Swipe/);
    expect(viewerHint('touch', 5)).not.toMatch(/arrow keys|click/i);
    expect(viewerHint('mouse', 5)).toMatch(/arrow keys/);
    expect(viewerHint('mouse', 5)).not.toMatch(/swipe|tap/i);
    expect(viewerHint('touch', 1)).not.toMatch(/swipe|more photos/i);
    expect(viewerHint('mouse', 1)).not.toMatch(/arrow keys|more photos/i);
  });
});
