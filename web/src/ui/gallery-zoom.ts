/*
 * Zoom in the full-screen viewer: a scale from ZOOM_LEVELS and an offset, applied as
 * `translate(x, y) scale(scale)` about the photo's centre. The photo never moves so far that a
 * gap opens between its edge and the edge of the screen.
 */

/** Fitted to the screen, twice and three times as large. */
export const ZOOM_LEVELS = [1, 2, 3] as const;

export type Zoom = { scale: number; x: number; y: number };

export type Size = { width: number; height: number };

/** Where the photo sits in the stage (`frame`) and how large it is there unzoomed (`photo`). */
export type ZoomGeometry = { frame: Size; photo: Size };

export const NOT_ZOOMED: Zoom = { scale: 1, x: 0, y: 0 };

export function isZoomed(zoom: Zoom): boolean {
  return zoom.scale > 1;
}

const LARGEST = ZOOM_LEVELS[ZOOM_LEVELS.length - 1] ?? 1;

export function canZoomIn(zoom: Zoom): boolean {
  return zoom.scale < LARGEST;
}

export function canZoomOut(zoom: Zoom): boolean {
  return zoom.scale > ZOOM_LEVELS[0];
}

/** How far the photo may move from the centre along one axis at this scale. */
function reach(photo: number, frame: number, scale: number): number {
  return Math.max(0, (photo * scale - frame) / 2);
}

function clamp(value: number, limit: number): number {
  // `+ 0` turns -0 into 0, so an offset at rest reads as 0.
  return Math.min(limit, Math.max(-limit, value)) + 0;
}

/** The offset pulled back inside what the scale allows. */
export function clampZoom(zoom: Zoom, { frame, photo }: ZoomGeometry): Zoom {
  return {
    scale: zoom.scale,
    x: clamp(zoom.x, reach(photo.width, frame.width, zoom.scale)),
    y: clamp(zoom.y, reach(photo.height, frame.height, zoom.scale)),
  };
}

/**
 * The zoom at `scale`, keeping the point `focus` (from the stage's centre, in pixels) under
 * the finger or pointer; without a focus, the middle of what is shown stays in the middle.
 */
export function zoomTo(
  zoom: Zoom,
  scale: number,
  geometry: ZoomGeometry,
  focus: { x: number; y: number } = { x: 0, y: 0 },
): Zoom {
  if (scale <= 1) return NOT_ZOOMED;
  const ratio = scale / zoom.scale;
  return clampZoom(
    {
      scale,
      x: focus.x - (focus.x - zoom.x) * ratio,
      y: focus.y - (focus.y - zoom.y) * ratio,
    },
    geometry,
  );
}

/** One level larger (no change at the largest). */
export function zoomIn(zoom: Zoom, geometry: ZoomGeometry): Zoom {
  const next = ZOOM_LEVELS.find((level) => level > zoom.scale);
  return next === undefined ? zoom : zoomTo(zoom, next, geometry);
}

/** One level smaller (no change when not zoomed). */
export function zoomOut(zoom: Zoom, geometry: ZoomGeometry): Zoom {
  const previous = [...ZOOM_LEVELS].reverse().find((level) => level < zoom.scale);
  return previous === undefined ? zoom : zoomTo(zoom, previous, geometry);
}

/** A double click or double tap: in to twice the size at that point, or back out. */
export function toggleZoom(
  zoom: Zoom,
  geometry: ZoomGeometry,
  focus?: { x: number; y: number },
): Zoom {
  return isZoomed(zoom) ? NOT_ZOOMED : zoomTo(zoom, ZOOM_LEVELS[1], geometry, focus);
}

/** Dragging a zoomed photo moves it with the pointer, as far as its edges allow. */
export function panBy(zoom: Zoom, dx: number, dy: number, geometry: ZoomGeometry): Zoom {
  if (!isZoomed(zoom)) return zoom;
  return clampZoom({ scale: zoom.scale, x: zoom.x + dx, y: zoom.y + dy }, geometry);
}

/** '200%': how the zoom buttons say where they are. */
export function zoomPercent(zoom: Zoom): string {
  return `${Math.round(zoom.scale * 100)}%`;
}
