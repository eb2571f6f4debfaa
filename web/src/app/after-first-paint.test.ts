import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paintFrame = () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };

  it('waits for the frame to be painted, then starts in the task after it', () => {
    const start = vi.fn();
    afterFirstPaint(start);

    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();

    paintFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the fallback delay in a tab that paints no frames (hidden)', () => {
    const start = vi.fn();
    afterFirstPaint(start, 1000);

    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once, whichever comes first', () => {
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    paintFrame();
    vi.advanceTimersByTime(5000);
    paintFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
