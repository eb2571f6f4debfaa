/** A swipe shorter than this is a tap or a wobble, not a page turn. */
export const SWIPE_THRESHOLD_PX = 50;

/** The index after stepping `delta` images, wrapping at both ends, so the arrows never run out. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The step a horizontal swipe asks for: a swipe to the left shows the next image (+1), to the
 * right the previous one (-1), and anything shorter than the threshold, or more vertical than
 * horizontal (a scroll), nothing (0).
 */
export function swipeStep(dx: number, dy = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The images either side of the shown one, to preload; none when there is only one. */
export function neighbourIndexes(index: number, count: number): number[] {
  if (count <= 1) return [];
  const next = wrapIndex(index, 1, count);
  const previous = wrapIndex(index, -1, count);
  return next === previous ? [next] : [previous, next];
}

/** 'Image 2 of 7'. */
export function imageCaption(index: number, count: number): string {
  return `Image ${index + 1} of ${count}`;
}

/** A tap: where and when a finger went up after hardly moving. */
export type Tap = { x: number; y: number; at: number };

/** Two taps this close in time and place are a double tap (zoom), as on a phone's own gallery. */
export const DOUBLE_TAP = { ms: 300, px: 30 } as const;

export function isDoubleTap(previous: Tap | undefined, tap: Tap): boolean {
  if (!previous) return false;
  return (
    tap.at - previous.at <= DOUBLE_TAP.ms &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP.px
  );
}

/** The primary pointer: a finger on a touch screen, or a mouse or trackpad. */
export type PointerKind = 'touch' | 'mouse';

/**
 * The viewer's hint for the device in hand: no arrow keys on a touch screen, no swiping with a
 * mouse; moving between photos only when there is more than one.
 */
export function viewerHint(kind: PointerKind, count: number): string {
  if (kind === 'touch') {
    return count > 1
      ? 'Swipe to see more photos. Double-tap a photo to zoom.'
      : 'Double-tap the photo to zoom.';
  }
  return count > 1
    ? 'Use the arrow keys to see more photos. Double-click a photo or press + and − to zoom.'
    : 'Double-click the photo or press + and − to zoom.';
}
