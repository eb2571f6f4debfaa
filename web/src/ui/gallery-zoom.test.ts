import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  NOT_ZOOMED,
  panBy,
  toggleZoom,
  zoomIn,
  zoomOut,
  zoomPercent,
  zoomTo,
} from './gallery-zoom';

// A 4:3 photo fitted into a 1000 x 600 stage: 800 x 600.
const geometry = { frame: { width: 1000, height: 600 }, photo: { width: 800, height: 600 } };

describe('gallery zoom', () => {
  it('steps through 100 %, 200 % and 300 % and stops at both ends', () => {
    const twice = zoomIn(NOT_ZOOMED, geometry);
    const thrice = zoomIn(twice, geometry);
    expect([twice.scale, thrice.scale]).toEqual([2, 3]);
    expect(zoomIn(thrice, geometry)).toBe(thrice);
    expect(canZoomIn(thrice)).toBe(false);
    expect(zoomOut(zoomOut(thrice, geometry), geometry)).toEqual(NOT_ZOOMED);
    expect(zoomOut(NOT_ZOOMED, geometry)).toBe(NOT_ZOOMED);
    expect(canZoomOut(NOT_ZOOMED)).toBe(false);
    expect(zoomPercent(thrice)).toBe('300%');
  });

  it('keeps the point under the finger where it was', () => {
    const zoomed = zoomTo(NOT_ZOOMED, 2, geometry, { x: 200, y: 100 });
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -100 });
    // The photo point 200 px right of its centre is drawn at 200 * 2 - 200 = 200 px still.
    expect(200 * zoomed.scale + zoomed.x).toBe(200);
  });

  it('never moves an edge of the photo inside the screen', () => {
    // At 200 % the photo is 1600 x 1200: it may move 300 px either way on both axes.
    expect(clampZoom({ scale: 2, x: 900, y: -900 }, geometry)).toEqual({
      scale: 2,
      x: 300,
      y: -300,
    });
    // A corner tapped far out still leaves the photo covering the stage.
    expect(zoomTo(NOT_ZOOMED, 2, geometry, { x: 500, y: 300 })).toEqual({
      scale: 2,
      x: -300,
      y: -300,
    });
    // Narrower than the stage at this scale (a tall photo): it stays centred across.
    const tall = { frame: { width: 1000, height: 600 }, photo: { width: 300, height: 600 } };
    expect(clampZoom({ scale: 2, x: 150, y: 0 }, tall)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('pans a zoomed photo by the drag, and not an unzoomed one', () => {
    const zoomed = zoomTo(NOT_ZOOMED, 2, geometry);
    expect(panBy(zoomed, 120, -40, geometry)).toEqual({ scale: 2, x: 120, y: -40 });
    expect(panBy(zoomed, 1000, 0, geometry).x).toBe(300);
    expect(panBy(NOT_ZOOMED, 120, 0, geometry)).toBe(NOT_ZOOMED);
  });

  it('toggles between fitted and 200 % on a double tap', () => {
    const zoomed = toggleZoom(NOT_ZOOMED, geometry, { x: -100, y: 0 });
    expect(zoomed).toEqual({ scale: 2, x: 100, y: 0 });
    expect(toggleZoom(zoomed, geometry)).toEqual(NOT_ZOOMED);
  });

  it('zooming out keeps the offset inside the smaller reach', () => {
    const far = { scale: 3, x: 700, y: 600 };
    expect(zoomOut(far, geometry)).toEqual({ scale: 2, x: 300, y: 300 });
  });
});
