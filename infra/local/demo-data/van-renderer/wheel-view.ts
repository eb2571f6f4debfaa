import type { SizeClass } from '../vans';
import {
  SVG_HEIGHT,
  SVG_WIDTH,
  circle,
  linearGradient,
  polygon,
  rect,
  shade,
  svgDocument,
} from './svg';

/** Close-up of a front wheel in its arch, body in the van's colour (#rrggbb). */
export function wheelSvg(sizeClass: SizeClass, colour: string): string {
  const alloy = sizeClass === 'pickup';
  const cx = 600;
  const cy = 470;
  const tyre = 270;
  const groundY = cy + tyre;
  const out: string[] = [
    rect(0, 0, SVG_WIDTH, SVG_HEIGHT, 'url(#panel)'),
    rect(0, groundY - 4, SVG_WIDTH, SVG_HEIGHT - groundY + 4, '#7d7f7e'),
    `<ellipse cx="${cx}" cy="${groundY + 6}" rx="380" ry="26" fill="#000" opacity="0.35"/>`,
    // Arch opening, liner and trim.
    circle(cx, cy, tyre + 70, alloy ? '#222427' : '#2a2c2f'),
    circle(cx, cy, tyre + 40, '#0f1011'),
    rect(0, groundY, SVG_WIDTH, SVG_HEIGHT - groundY, '#7d7f7e'),
    circle(cx, cy, tyre, '#1c1d1f'),
  ];
  // Tread blocks at the edge, sidewall ring.
  for (let k = 0; k < 48; k++) {
    const a = (k / 48) * Math.PI * 2;
    const r0 = tyre - 6;
    const r1 = tyre + 2;
    out.push(
      polygon(
        [
          [cx + r0 * Math.cos(a - 0.04), cy + r0 * Math.sin(a - 0.04)],
          [cx + r1 * Math.cos(a - 0.04), cy + r1 * Math.sin(a - 0.04)],
          [cx + r1 * Math.cos(a + 0.04), cy + r1 * Math.sin(a + 0.04)],
          [cx + r0 * Math.cos(a + 0.04), cy + r0 * Math.sin(a + 0.04)],
        ],
        '#2b2c2f',
      ),
    );
  }
  out.push(circle(cx, cy, tyre - 40, 'none', 'stroke="#2a2b2e" stroke-width="6"'));
  const rim = alloy ? 185 : 165;
  out.push(circle(cx, cy, rim, 'url(#rim)'));
  if (alloy) {
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + Math.PI / 6;
      out.push(
        polygon(
          [
            [cx + 60 * Math.cos(a - 0.22), cy + 60 * Math.sin(a - 0.22)],
            [cx + 165 * Math.cos(a - 0.3), cy + 165 * Math.sin(a - 0.3)],
            [cx + 165 * Math.cos(a + 0.3), cy + 165 * Math.sin(a + 0.3)],
            [cx + 60 * Math.cos(a + 0.22), cy + 60 * Math.sin(a + 0.22)],
          ],
          '#2a2c30',
        ),
      );
    }
    out.push(circle(cx, cy, 55, '#c7ccd1'), circle(cx, cy, 24, '#3a3d41'));
  } else {
    out.push(circle(cx, cy, 128, '#7a7f85'), circle(cx, cy, 70, '#5d6166'));
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      out.push(circle(cx + 100 * Math.cos(a), cy + 100 * Math.sin(a), 14, '#3d4045'));
    }
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      out.push(circle(cx + 45 * Math.cos(a), cy + 45 * Math.sin(a), 7, '#c4c8cc'));
    }
  }
  // The body sill and rubbing strip either side of the arch.
  out.push(rect(0, groundY - 150, cx - tyre - 70, 40, alloy ? shade(colour, 0.7) : '#2a2c2f'));
  out.push(
    rect(cx + tyre + 70, groundY - 150, SVG_WIDTH, 40, alloy ? shade(colour, 0.7) : '#2a2c2f'),
  );
  const defs = [
    linearGradient('panel', [
      [0, shade(colour, 1.08)],
      [0.5, shade(colour, 0.95)],
      [1, shade(colour, 0.78)],
    ]),
    `<radialGradient id="rim" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#e3e6e9"/><stop offset="1" stop-color="#8a8f95"/></radialGradient>`,
  ].join('');
  return svgDocument(defs, out.join(''));
}
