import type { SizeClass } from '../vans';
import { normalize, type Vec2, type Vec3 } from './geometry';
import { Decorator, TRIM, TRIM_DARK } from './van-decals';
import { DIMENSIONS, type VanDimensions } from './van-dimensions';
import type { Decal, Face, FaceRole } from './van-face';

/**
 * A van as a handful of flat faces: the side profile extruded across the width, with windows,
 * lights and door seams as decals on those faces, plus wheels, bumpers and mirrors. Crude on
 * purpose: it only has to read as a van from seven camera positions.
 */
/** Bumpers and mirrors: drawn after the body when the face they hang on is in view. */
export type Part = { faces: Face[]; anchor: 'front' | 'rear' | 'near' | 'off' };

export type Wheel = {
  x: number;
  radius: number;
  side: -1 | 1;
  zOuter: number;
  zInner: number;
  alloy: boolean;
};

export type VanModel = {
  dims: VanDimensions;
  body: Face[];
  arches: Face[];
  underbody: Face[];
  wheels: Wheel[];
  parts: Part[];
};

type ProfilePoint = { p: Vec2; role: FaceRole };

function arch(points: ProfilePoint[], d: VanDimensions, x: number): void {
  const r = d.wheelRadius;
  const ra = r + 0.07;
  const a0 = Math.asin(Math.min(Math.max((d.clearance - r) / ra, -1), 1));
  const steps = 12;
  for (let k = 0; k <= steps; k++) {
    const angle = Math.PI - a0 - ((Math.PI - 2 * a0) * k) / steps;
    points.push({
      p: [x + ra * Math.cos(angle), r + ra * Math.sin(angle)],
      role: k === steps ? 'bottom' : 'arch',
    });
  }
}

/** Side profile, counter-clockwise seen from the offside (+z), front towards +x. */
function profile(d: VanDimensions, pickup: boolean): ProfilePoint[] {
  const pts: ProfilePoint[] = [{ p: [0, d.clearance], role: 'bottom' }];
  arch(pts, d, d.rearAxle);
  arch(pts, d, d.frontAxle);
  const L = d.length;
  const roofFront = d.cabRoof;
  const wsTop = L - d.bonnet - d.windscreenRun;
  pts.push(
    { p: [L, d.clearance], role: 'front' },
    { p: [L, d.nose - 0.07], role: 'nose' },
    { p: [L - 0.08, d.nose], role: 'bonnet' },
    { p: [L - d.bonnet, d.cowl], role: 'windscreen' },
    { p: [wsTop, roofFront - 0.06], role: 'roofedge' },
  );
  if (d.height > d.cabRoof + 0.01) {
    pts.push(
      { p: [wsTop - 0.1, roofFront], role: 'cap' },
      { p: [wsTop - 0.6, d.height], role: 'roof' },
    );
  } else {
    pts.push({ p: [wsTop - 0.14, d.height], role: 'roof' });
  }
  if (pickup) {
    pts.push(
      { p: [d.bed + 0.06, d.height], role: 'roofedge' },
      { p: [d.bed, d.height - 0.06], role: 'cabback' },
      { p: [d.bed, d.bedTop], role: 'bed' },
      { p: [0, d.bedTop], role: 'rear' },
    );
  } else {
    pts.push({ p: [0.06, d.height], role: 'roofedge' }, { p: [0, d.height - 0.06], role: 'rear' });
  }
  return pts;
}

function quad(a: Vec3, b: Vec3, c: Vec3, e: Vec3): Vec3[] {
  return [a, b, c, e];
}

/** A box as six faces, each with its outward normal. */
export function box(min: Vec3, max: Vec3, fill: string): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const face = (points: Vec3[], normal: Vec3): Face => ({
    points,
    normal,
    role: 'part',
    fill,
    decals: [],
  });
  return [
    face(quad([x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]), [1, 0, 0]),
    face(quad([x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]), [-1, 0, 0]),
    face(quad([x0, y1, z0], [x0, y1, z1], [x1, y1, z1], [x1, y1, z0]), [0, 1, 0]),
    face(quad([x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]), [0, -1, 0]),
    face(quad([x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]), [0, 0, 1]),
    face(quad([x0, y0, z0], [x0, y1, z0], [x1, y1, z0], [x1, y0, z0]), [0, 0, -1]),
  ];
}

export function buildVan(sizeClass: SizeClass): VanModel {
  const d = DIMENSIONS[sizeClass];
  const pickup = sizeClass === 'pickup';
  const w = d.width / 2;
  const prof = profile(d, pickup);

  const sides: Face[] = ([-1, 1] as const).map((s) => {
    const pts = prof.map(({ p }) => [p[0], p[1], s * w] as Vec3);
    return {
      points: s === 1 ? pts : pts.reverse(),
      normal: [0, 0, s],
      role: 'side',
      fill: 'body',
      decals: [],
    };
  });
  const strips: Face[] = prof.map(({ p: a, role }, i) => {
    const b = (prof[(i + 1) % prof.length] as ProfilePoint).p;
    const normal = normalize([b[1] - a[1], a[0] - b[0], 0]);
    const points = quad([a[0], a[1], w], [b[0], b[1], w], [b[0], b[1], -w], [a[0], a[1], -w]);
    const fill = role === 'arch' ? TRIM_DARK : role === 'bottom' ? TRIM_DARK : 'body';
    return { points, normal, role, fill, decals: [] };
  });

  const byRole = (role: FaceRole) => strips.filter((face) => face.role === role);
  const decorate = new Decorator(d, w, pickup);
  for (const side of sides) decorate.side(side, side.normal[2] as -1 | 1);
  for (const face of byRole('front')) decorate.front(face);
  for (const face of byRole('windscreen')) decorate.windscreen(face);
  for (const face of byRole('rear')) decorate.rear(face);
  for (const face of byRole('cabback')) decorate.cabBack(face);
  for (const face of byRole('bed')) decorate.bed(face);

  const wheels: Wheel[] = [];
  for (const x of [d.rearAxle, d.frontAxle]) {
    for (const side of [-1, 1] as const) {
      wheels.push({
        x,
        radius: d.wheelRadius,
        side,
        zOuter: side * (w - 0.01),
        zInner: side * (w - 0.25),
        alloy: pickup,
      });
    }
  }

  return {
    dims: d,
    body: [...sides, ...strips.filter((f) => f.role !== 'arch' && f.role !== 'bottom')],
    arches: byRole('arch'),
    underbody: box([0.3, 0.2, -w + 0.2], [d.length - 0.3, d.clearance + 0.05, w - 0.2], TRIM_DARK),
    wheels,
    parts: parts(d, w, pickup),
  };
}

function parts(d: VanDimensions, w: number, pickup: boolean): Part[] {
  const bumperColour = pickup ? '#a9aeb4' : TRIM;
  const g = d.clearance;
  const front = box(
    [d.length - 0.05, g - 0.07, -w - 0.015],
    [d.length + 0.08, g + 0.3, w + 0.015],
    bumperColour,
  );
  const frontFace = front[0] as Face;
  const onFront = (s0: number, s1: number, y0: number, y1: number, fill: string): Decal => ({
    points: [
      [d.length + 0.081, y0, -w + 2 * w * s0],
      [d.length + 0.081, y0, -w + 2 * w * s1],
      [d.length + 0.081, y1, -w + 2 * w * s1],
      [d.length + 0.081, y1, -w + 2 * w * s0],
    ],
    fill,
  });
  frontFace.decals.push(
    onFront(0.3, 0.7, g + 0.02, g + 0.15, TRIM_DARK),
    onFront(0.08, 0.15, g + 0.08, g + 0.14, '#d9dde0'),
    onFront(0.85, 0.92, g + 0.08, g + 0.14, '#d9dde0'),
  );
  const rear = box([-0.07, g - 0.07, -w - 0.01], [0.05, g + 0.2, w + 0.01], bumperColour);
  const xMirror = d.length - d.bonnet - 0.05;
  const mirror = (s: -1 | 1) =>
    box(
      [xMirror - 0.09, d.beltline + 0.04, s === 1 ? w : -w - 0.17],
      [xMirror, d.beltline + (pickup ? 0.22 : 0.28), s === 1 ? w + 0.17 : -w],
      '#1d1f22',
    );
  return [
    { faces: front, anchor: 'front' },
    { faces: rear, anchor: 'rear' },
    { faces: mirror(-1), anchor: 'near' },
    { faces: mirror(1), anchor: 'off' },
  ];
}
