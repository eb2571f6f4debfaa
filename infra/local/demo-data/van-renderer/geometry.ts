/** Just enough 3D for a van: vectors, a look-at camera with perspective, and visibility. */
export type Vec3 = readonly [number, number, number];
export type Vec2 = readonly [number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => add(a, scale(sub(b, a), t));

export function centroid(points: readonly Vec3[]): Vec3 {
  const sum = points.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0]);
  return scale(sum, 1 / points.length);
}

/** Newell's method: a robust normal for any planar polygon, counter-clockwise seen from outside. */
export function polygonNormal(points: readonly Vec3[]): Vec3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec3;
    const b = points[(i + 1) % points.length] as Vec3;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize([nx, ny, nz]);
}

export type Camera = {
  position: Vec3;
  project: (p: Vec3) => Vec2;
  /** True when the face with this outward normal, through this point, faces the camera. */
  faces: (point: Vec3, normal: Vec3) => boolean;
  depth: (p: Vec3) => number;
  /** Screen y of the horizon (where the ground plane meets the sky). */
  horizonY: number;
};

export function lookAt(opts: {
  position: Vec3;
  target: Vec3;
  focal: number;
  centre: Vec2;
}): Camera {
  const forward = normalize(sub(opts.target, opts.position));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const [cx, cy] = opts.centre;
  const project = (p: Vec3): Vec2 => {
    const d = sub(p, opts.position);
    const z = Math.max(dot(d, forward), 0.01);
    return [cx + (opts.focal * dot(d, right)) / z, cy - (opts.focal * dot(d, up)) / z];
  };
  const flatForward = normalize([forward[0], 0, forward[2]]);
  const farAway = add(opts.position, scale(flatForward, 1e5));
  return {
    position: opts.position,
    project,
    faces: (point, normal) => dot(normal, sub(opts.position, point)) > 1e-6,
    depth: (p) => dot(sub(p, opts.position), forward),
    horizonY: project(farAway)[1],
  };
}
