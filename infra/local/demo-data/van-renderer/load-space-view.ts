import type { SizeClass } from '../vans';
import type { Vec2 } from './geometry';
import {
  SVG_HEIGHT,
  SVG_WIDTH,
  circle,
  linearGradient,
  polygon,
  polyline,
  rect,
  svgDocument,
} from './svg';

const PLY = '#c79d62';
const PLY_DARK = '#a77f49';
const METAL = '#dfe2e5';

/** Looking into the load area through open rear doors: ply floor and walls, ribbed roof, bulkhead. */
export function loadSpaceSvg(sizeClass: SizeClass): string {
  if (sizeClass === 'pickup') return pickupBedSvg();
  const shape = {
    small: { x0: 250, x1: 950, y0: 150, y1: 740, depth: 0.5 },
    medium: { x0: 190, x1: 1010, y0: 90, y1: 750, depth: 0.4 },
    large: { x0: 200, x1: 1000, y0: 30, y1: 760, depth: 0.3 },
  }[sizeClass];
  const vp: Vec2 = [600, (shape.y0 + shape.y1) / 2 + 40];
  const inner = (p: Vec2): Vec2 => [
    vp[0] + (p[0] - vp[0]) * shape.depth,
    vp[1] + (p[1] - vp[1]) * shape.depth,
  ];
  const at = (p: Vec2, t: number): Vec2 => {
    const q = inner(p);
    return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  };
  const tl: Vec2 = [shape.x0, shape.y0];
  const tr: Vec2 = [shape.x1, shape.y0];
  const bl: Vec2 = [shape.x0, shape.y1];
  const br: Vec2 = [shape.x1, shape.y1];
  const plyHeight = 0.58;
  const wallY = (t: number) => shape.y1 - (shape.y1 - shape.y0) * t;
  const leftPly: Vec2 = [shape.x0, wallY(plyHeight)];
  const rightPly: Vec2 = [shape.x1, wallY(plyHeight)];

  const out: string[] = [
    rect(0, 0, SVG_WIDTH, SVG_HEIGHT, '#5f6468'),
    // Open doors either side, inner skins facing us.
    polygon(
      [
        [0, 0],
        [shape.x0 - 40, 40],
        [shape.x0 - 40, SVG_HEIGHT - 30],
        [0, SVG_HEIGHT],
      ],
      'url(#door)',
    ),
    polygon(
      [
        [SVG_WIDTH, 0],
        [shape.x1 + 40, 40],
        [shape.x1 + 40, SVG_HEIGHT - 30],
        [SVG_WIDTH, SVG_HEIGHT],
      ],
      'url(#door)',
    ),
    // Roof, walls, floor, bulkhead.
    polygon([tl, tr, inner(tr), inner(tl)], '#eceef0'),
    polygon([tl, inner(tl), inner(leftPly), leftPly], METAL),
    polygon([tr, rightPly, inner(rightPly), inner(tr)], METAL),
    polygon([leftPly, inner(leftPly), inner(bl), bl], 'url(#ply-wall)'),
    polygon([rightPly, br, inner(br), inner(rightPly)], 'url(#ply-wall)'),
    polygon([bl, br, inner(br), inner(bl)], 'url(#ply-floor)'),
    polygon([inner(tl), inner(tr), inner(br), inner(bl)], '#aab0b6'),
  ];
  // Bulkhead window and the floor's plank joints, roof ribs, wall ribs and lashing rings.
  const [btl, bbr] = [inner(tl), inner(br)];
  const bw = bbr[0] - btl[0];
  const bh = bbr[1] - btl[1];
  out.push(rect(btl[0] + bw * 0.3, btl[1] + bh * 0.12, bw * 0.4, bh * 0.18, '#39424c', 'rx="6"'));
  out.push(
    polyline(
      [
        [btl[0], btl[1] + bh * 0.55],
        [bbr[0], btl[1] + bh * 0.55],
      ],
      '#959ba1',
      3,
    ),
  );
  for (let k = 1; k < 4; k++) {
    const x = shape.x0 + ((shape.x1 - shape.x0) * k) / 4;
    out.push(polyline([[x, shape.y1], inner([x, shape.y1])], PLY_DARK, 2.5));
  }
  for (const t of [0.12, 0.35, 0.6, 0.82]) {
    out.push(polyline([at(tl, t), at(tr, t)], '#c9cdd1', 5));
    out.push(polyline([at(tl, t), at(leftPly, t)], '#c4c8cc', 4));
    out.push(polyline([at(tr, t), at(rightPly, t)], '#c4c8cc', 4));
    out.push(polyline([at(leftPly, t), at(bl, t)], PLY_DARK, 2));
    out.push(polyline([at(rightPly, t), at(br, t)], PLY_DARK, 2));
    const ringL = at([shape.x0 + 18, shape.y1 - 10], t);
    const ringR = at([shape.x1 - 18, shape.y1 - 10], t);
    const r = 9 * (1 - t * (1 - shape.depth));
    out.push(circle(ringL[0], ringL[1], r, 'none', 'stroke="#55595e" stroke-width="3"'));
    out.push(circle(ringR[0], ringR[1], r, 'none', 'stroke="#55595e" stroke-width="3"'));
  }
  const light = at([600, shape.y0], 0.5);
  out.push(rect(light[0] - 40, light[1] + 2, 80, 12, '#fffbe8', 'rx="4"'));
  // Door aperture: seal and frame, with the bumper step at the bottom.
  out.push(
    polygon(
      [
        [shape.x0, shape.y0],
        [shape.x1, shape.y0],
        [shape.x1, shape.y1],
        [shape.x0, shape.y1],
      ],
      'none',
      'stroke="#1d1f21" stroke-width="14"',
    ),
    polygon(
      [
        [shape.x0 - 14, shape.y0 - 14],
        [shape.x1 + 14, shape.y0 - 14],
        [shape.x1 + 14, shape.y1 + 14],
        [shape.x0 - 14, shape.y1 + 14],
      ],
      'none',
      'stroke="#eceeef" stroke-width="14"',
    ),
    rect(0, shape.y1 + 21, SVG_WIDTH, SVG_HEIGHT - shape.y1 - 21, '#2a2c2f'),
    rect(shape.x0 + 120, shape.y1 + 26, shape.x1 - shape.x0 - 240, 14, '#3b3e42', 'rx="4"'),
  );
  const defs = [
    linearGradient(
      'door',
      [
        [0, '#9aa0a6'],
        [1, '#7c8288'],
      ],
      false,
    ),
    linearGradient('ply-wall', [
      [0, '#cfa66b'],
      [1, PLY],
    ]),
    linearGradient('ply-floor', [
      [0, '#b48a52'],
      [1, PLY],
    ]),
  ].join('');
  return svgDocument(defs, out.join(''));
}

function pickupBedSvg(): string {
  const out: string[] = [
    rect(0, 0, SVG_WIDTH, 300, 'url(#sky)'),
    rect(0, 300, SVG_WIDTH, 500, '#8d8f8e'),
    rect(0, 292, SVG_WIDTH, 10, '#56704b'),
  ];
  const vp: Vec2 = [600, 250];
  const outer = { x0: 120, x1: 1080, yTop: 470, yFloor: 640 };
  const depth = 0.42;
  const inner = (p: Vec2): Vec2 => [vp[0] + (p[0] - vp[0]) * depth, vp[1] + (p[1] - vp[1]) * depth];
  const fl: Vec2 = [outer.x0 + 40, outer.yFloor];
  const fr: Vec2 = [outer.x1 - 40, outer.yFloor];
  const rl: Vec2 = [outer.x0, outer.yTop];
  const rr: Vec2 = [outer.x1, outer.yTop];
  // Cab back with its window rising behind the bed.
  const cabL = inner(rl);
  const cabR = inner(rr);
  out.push(rect(cabL[0] - 10, cabL[1] - 210, cabR[0] - cabL[0] + 20, 215, '#2c2f33', 'rx="18"'));
  out.push(rect(cabL[0] + 40, cabL[1] - 180, cabR[0] - cabL[0] - 80, 110, '#3b4856', 'rx="10"'));
  out.push(
    polygon([fl, fr, inner(fr), inner(fl)], '#26282b'),
    polygon([rl, fl, inner(fl), inner(rl)], '#303337'),
    polygon([rr, inner(rr), inner(fr), fr], '#303337'),
    polygon([inner(rl), inner(rr), inner(fr), inner(fl)], '#383b3f'),
  );
  for (let k = 1; k < 8; k++) {
    const x = fl[0] + ((fr[0] - fl[0]) * k) / 8;
    out.push(polyline([[x, outer.yFloor], inner([x, outer.yFloor])], '#3a3d41', 6));
  }
  // Top rails and the dropped tailgate.
  out.push(
    polyline([rl, inner(rl)], '#1b1c1e', 16),
    polyline([rr, inner(rr)], '#1b1c1e', 16),
    polygon(
      [
        [fl[0] - 30, outer.yFloor],
        [fr[0] + 30, outer.yFloor],
        [fr[0] + 60, 760],
        [fl[0] - 60, 760],
      ],
      '#2d3034',
    ),
    rect(fl[0] - 60, 760, fr[0] - fl[0] + 120, 22, '#a9aeb4'),
  );
  return svgDocument(
    linearGradient('sky', [
      [0, '#6fa6dc'],
      [1, '#dce9f4'],
    ]),
    out.join(''),
  );
}
