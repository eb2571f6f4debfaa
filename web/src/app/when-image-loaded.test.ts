import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mainImage, whenImageLoaded } from './when-image-loaded';

/** Just enough of an <img> for whenImageLoaded: `complete` and its load and error listeners. */
function fakeImage(complete = false) {
  const listeners = new Map<string, Set<() => void>>();
  const image = {
    complete,
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) =>
      listeners.get(type)?.delete(listener),
    fire: (type: 'load' | 'error') => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return image;
}

describe('whenImageLoaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once without an image, or with one already complete', () => {
    const then = vi.fn();
    whenImageLoaded(null, then);
    whenImageLoaded(fakeImage(true) as unknown as HTMLImageElement, then);
    expect(then).toHaveBeenCalledTimes(2);
  });

  it.each(['load', 'error'] as const)(
    'waits for the image to %s, then runs once and stops listening',
    (event) => {
      const image = fakeImage();
      const then = vi.fn();
      whenImageLoaded(image as unknown as HTMLImageElement, then, 2500);
      vi.advanceTimersByTime(2000);
      expect(then).not.toHaveBeenCalled();
      image.fire(event);
      image.fire('load');
      vi.advanceTimersByTime(5000);
      expect(then).toHaveBeenCalledTimes(1);
      expect(image.listening()).toBe(0);
    },
  );

  it('runs after the limit when the image never arrives', () => {
    const image = fakeImage();
    const then = vi.fn();
    whenImageLoaded(image as unknown as HTMLImageElement, then, 2500);
    vi.advanceTimersByTime(2499);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    image.fire('load');
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('mainImage', () => {
  it('is the image the server marked fetchpriority="high"', () => {
    const image = {};
    const doc = {
      querySelector: (selector: string) =>
        selector === 'img[fetchpriority="high"]' ? image : null,
    };
    expect(mainImage(doc as unknown as Document)).toBe(image);
  });
});
