import type { Vec2 } from './geometry';

const n = (value: number) => (Math.round(value * 10) / 10).toString();

export function points(pts: readonly Vec2[]): string {
  return pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function polygon(pts: readonly Vec2[], fill: string, extra = ''): string {
  return `<polygon points="${points(pts)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polyline(pts: readonly Vec2[], stroke: string, width: number, extra = ''): string {
  return `<polyline points="${points(pts)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function linearGradient(
  id: string,
  stops: readonly [number, string][],
  vertical = true,
): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * Math.min(Math.max(t, 0), 1)));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Lighter (k > 1) or darker (k < 1) version of a colour, keeping white and black sensible. */
export function shade(colour: string, k: number): string {
  return k >= 1 ? mix(colour, '#ffffff', k - 1) : mix(colour, '#000000', 1 - k);
}

export const SVG_WIDTH = 1200;
export const SVG_HEIGHT = 800;

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" width="${SVG_WIDTH}" height="${SVG_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}
