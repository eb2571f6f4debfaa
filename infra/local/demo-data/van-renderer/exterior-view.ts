import type { SizeClass } from '../vans';
import { centroid, dot, lookAt, normalize, type Camera, type Vec2, type Vec3 } from './geometry';
import { groundShadow, outdoorBackground, sharedDefs } from './outdoor-background';
import { SVG_HEIGHT, SVG_WIDTH, linearGradient, polygon, polyline, shade } from './svg';
import type { Decal, Face } from './van-face';
import { buildVan, type VanModel, type Wheel } from './van-model';

export type ExteriorView =
  'front34' | 'front34-offside' | 'side' | 'side-offside' | 'rear34' | 'rear' | 'front';

/** Camera bearing (degrees; 0 = straight ahead of the van, -90 = nearside) and elevation. */
const CAMERAS: Record<ExteriorView, { bearing: number; elevation: number }> = {
  front34: { bearing: -38, elevation: 8 },
  'front34-offside': { bearing: 38, elevation: 8 },
  side: { bearing: -90, elevation: 4 },
  'side-offside': { bearing: 90, elevation: 4 },
  rear34: { bearing: 142, elevation: 9 },
  rear: { bearing: 180, elevation: 7 },
  front: { bearing: 0, elevation: 6 },
};

const LIGHT = normalize([0.35, 0.85, -0.45]);

function makeCamera(model: VanModel, view: ExteriorView): Camera {
  const d = model.dims;
  const { bearing, elevation } = CAMERAS[view];
  const b = (bearing * Math.PI) / 180;
  const e = (elevation * Math.PI) / 180;
  const distance = 2.1 * d.length;
  const target: Vec3 = [d.length / 2, d.height * 0.42, 0];
  const position: Vec3 = [
    target[0] + distance * Math.cos(e) * Math.cos(b),
    target[1] + distance * Math.sin(e),
    target[2] + distance * Math.cos(e) * Math.sin(b),
  ];
  // Fit: project the van's bounding box with a unit lens, then scale it into the frame.
  const unit = lookAt({ position, target, focal: 1, centre: [0, 0] });
  const w = d.width / 2 + 0.2;
  const corners: Vec3[] = [];
  for (const x of [-0.1, d.length + 0.1]) {
    for (const y of [0, d.height]) for (const z of [-w, w]) corners.push([x, y, z]);
  }
  const projected = corners.map(unit.project);
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const focal = Math.min((SVG_WIDTH * 0.8) / (maxX - minX), (SVG_HEIGHT * 0.62) / (maxY - minY));
  const centre: Vec2 = [
    SVG_WIDTH / 2 - (focal * (minX + maxX)) / 2,
    SVG_HEIGHT * 0.56 - (focal * (minY + maxY)) / 2,
  ];
  return lookAt({ position, target, focal, centre });
}

class Painter {
  private gradientCount = 0;
  readonly defs: string[] = [];
  readonly out: string[] = [];

  constructor(
    private readonly camera: Camera,
    private readonly colour: string,
  ) {}

  visible(face: Face): boolean {
    return this.camera.faces(centroid(face.points), face.normal);
  }

  face(face: Face): void {
    const pts = face.points.map(this.camera.project);
    let fill = face.fill;
    if (fill === 'body') {
      const light = Math.max(0, dot(face.normal, LIGHT));
      const k = 0.74 + 0.3 * light;
      const id = `f${this.gradientCount++}`;
      this.defs.push(
        linearGradient(id, [
          [0, shade(this.colour, k + 0.07)],
          [0.55, shade(this.colour, k)],
          [1, shade(this.colour, k - 0.09)],
        ]),
      );
      fill = `url(#${id})`;
    }
    this.out.push(polygon(pts, fill, `stroke="${fill}" stroke-width="1" stroke-linejoin="round"`));
    for (const decal of face.decals) this.decal(decal);
  }

  private decal(decal: Decal): void {
    const pts = decal.points.map(this.camera.project);
    if (decal.stroke) {
      const width = this.screenWidth(decal.points[0] as Vec3, decal.strokeWidth ?? 0.02);
      this.out.push(polyline(pts, decal.stroke, width));
    } else if (decal.fill) {
      this.out.push(polygon(pts, decal.fill));
    }
  }

  /** A length in metres at a point, in pixels (line widths shrink with distance). */
  private screenWidth(at: Vec3, metres: number): number {
    const a = this.camera.project(at);
    const b = this.camera.project([at[0], at[1] + metres, at[2]]);
    return Math.max(0.8, Math.hypot(a[0] - b[0], a[1] - b[1]));
  }

  wheel(wheel: Wheel, y: number): void {
    const ring = (radius: number, z: number): Vec3[] =>
      Array.from({ length: 36 }, (_, k) => {
        const angle = (k / 36) * Math.PI * 2;
        return [wheel.x + radius * Math.cos(angle), y + radius * Math.sin(angle), z] as Vec3;
      });
    const outer = ring(wheel.radius, wheel.zOuter).map(this.camera.project);
    const inner = ring(wheel.radius, wheel.zInner).map(this.camera.project);
    this.out.push(polygon(convexHull([...outer, ...inner]), '#141517'));
    const outward: Vec3 = [0, 0, wheel.side];
    const showsOuter = this.camera.faces([wheel.x, y, wheel.zOuter], outward);
    const z = showsOuter ? wheel.zOuter : wheel.zInner;
    this.out.push(polygon(showsOuter ? outer : inner, '#202124'));
    if (!showsOuter) return;
    const rim = ring(wheel.radius * (wheel.alloy ? 0.66 : 0.58), z + wheel.side * 0.005).map(
      this.camera.project,
    );
    this.out.push(polygon(rim, 'url(#rim)'));
    if (wheel.alloy) {
      for (let k = 0; k < 5; k++) {
        const angle = (k / 5) * Math.PI * 2 + 0.3;
        const r0 = wheel.radius * 0.16;
        const r1 = wheel.radius * 0.62;
        const spoke: Vec3[] = [
          [wheel.x + r0 * Math.cos(angle), y + r0 * Math.sin(angle), z],
          [wheel.x + r1 * Math.cos(angle), y + r1 * Math.sin(angle), z],
        ];
        const gapAngle = angle + Math.PI / 5;
        const hole: Vec3[] = [0.25, 0.58].flatMap((f, i) =>
          [gapAngle - 0.28 + i * 0.08, gapAngle + 0.28 - i * 0.08].map(
            (a) =>
              [
                wheel.x + wheel.radius * f * Math.cos(a),
                y + wheel.radius * f * Math.sin(a),
                z,
              ] as Vec3,
          ),
        );
        this.out.push(
          polygon(
            [hole[0], hole[2], hole[3], hole[1]].map((p) => this.camera.project(p as Vec3)),
            '#2b2d30',
          ),
        );
        this.out.push(
          polyline(
            spoke.map(this.camera.project),
            '#c3c8cd',
            this.screenWidth(spoke[0] as Vec3, 0.03),
          ),
        );
      }
    } else {
      const hubs = ring(wheel.radius * 0.3, z + wheel.side * 0.01).map(this.camera.project);
      this.out.push(polygon(hubs, '#6d7278'));
      for (let k = 0; k < 6; k++) {
        const angle = (k / 6) * Math.PI * 2;
        const c: Vec3 = [
          wheel.x + wheel.radius * 0.44 * Math.cos(angle),
          y + wheel.radius * 0.44 * Math.sin(angle),
          z,
        ];
        const hole = Array.from({ length: 8 }, (_, i) => {
          const a = (i / 8) * Math.PI * 2;
          return [c[0] + 0.025 * Math.cos(a), c[1] + 0.025 * Math.sin(a), z] as Vec3;
        });
        this.out.push(polygon(hole.map(this.camera.project), '#54585d'));
      }
    }
  }
}

function convexHull(pts: Vec2[]): Vec2[] {
  const sorted = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: Vec2, a: Vec2, b: Vec2) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Vec2[]) => {
    const hull: Vec2[] = [];
    for (const p of list) {
      while (
        hull.length >= 2 &&
        crossZ(hull[hull.length - 2] as Vec2, hull[hull.length - 1] as Vec2, p) <= 0
      )
        hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** One outside photo of a van of this size in this colour (#rrggbb), as an SVG document. */
export function exteriorSvg(
  view: ExteriorView,
  sizeClass: SizeClass,
  colour: string,
  variant: number,
): string {
  const model = buildVan(sizeClass);
  const camera = makeCamera(model, view);
  const painter = new Painter(camera, colour);
  const d = model.dims;
  const background = outdoorBackground(camera, variant, d.width / 2 + 0.9, d.length);
  painter.out.push(groundShadow(camera, d.length, d.width));

  const byDepth = (faces: Face[]) =>
    faces
      .filter((face) => painter.visible(face))
      .sort((a, b) => camera.depth(centroid(b.points)) - camera.depth(centroid(a.points)));
  for (const face of byDepth(model.underbody)) painter.face(face);
  for (const face of byDepth(model.arches)) painter.face(face);
  const wheels = [...model.wheels].sort(
    (a, b) =>
      camera.depth([b.x, d.wheelRadius, b.zOuter]) - camera.depth([a.x, d.wheelRadius, a.zOuter]),
  );
  for (const wheel of wheels) painter.wheel(wheel, d.wheelRadius);

  const anchorVisible = {
    front: camera.faces([d.length, 1, 0], [1, 0, 0]),
    rear: camera.faces([0, 1, 0], [-1, 0, 0]),
    near: camera.faces([d.length / 2, 1, -d.width / 2], [0, 0, -1]),
    off: camera.faces([d.length / 2, 1, d.width / 2], [0, 0, 1]),
  };
  // Parts hidden behind the body are painted first so the body covers them.
  const [after, before] = [true, false].map((shown) =>
    model.parts.filter((part) => {
      const inView =
        anchorVisible[part.anchor] ||
        ((part.anchor === 'near' || part.anchor === 'off') && anchorVisible.front);
      return inView === shown;
    }),
  );
  for (const part of before ?? []) for (const face of byDepth(part.faces)) painter.face(face);
  for (const face of byDepth(model.body)) painter.face(face);
  for (const part of after ?? []) for (const face of byDepth(part.faces)) painter.face(face);

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" width="${SVG_WIDTH}" height="${SVG_HEIGHT}"><defs>${sharedDefs()}${painter.defs.join('')}</defs>${background}${painter.out.join('')}</svg>`;
}
