import type { Vec2, Vec3 } from './geometry';
import type { VanDimensions } from './van-dimensions';
import type { Face } from './van-face';

export const TRIM = '#2a2c2f';
export const TRIM_DARK = '#17181a';
const GLASS_SIDE = 'url(#glass-side)';
const GLASS_FRONT = 'url(#glass-front)';
const SEAM = 'rgba(0,0,0,0.45)';

/** Places windows, lights and seams on the faces, in each face's own coordinates. */
export class Decorator {
  private readonly roofFront: number;

  constructor(
    private readonly d: VanDimensions,
    private readonly w: number,
    private readonly pickup: boolean,
  ) {
    this.roofFront = d.cabRoof;
  }

  /** x of the windscreen's base line at height y (windows follow the A-pillar). */
  private windscreenX(y: number): number {
    const d = this.d;
    const t = (y - d.cowl) / (this.roofFront - 0.06 - d.cowl);
    return d.length - d.bonnet - t * d.windscreenRun;
  }

  side(face: Face, s: -1 | 1): void {
    const d = this.d;
    const z = s * (this.w + 0.002);
    const at = (pts: Vec2[]): Vec3[] => pts.map(([x, y]) => [x, y, z]);
    const add = (pts: Vec2[], fill: string) => face.decals.push({ points: at(pts), fill });
    const line = (pts: Vec2[], width = 0.02) =>
      face.decals.push({ points: at(pts), stroke: SEAM, strokeWidth: width });
    const g = d.clearance;
    const top = this.roofFront - 0.11;
    const bottom = d.beltline + 0.02;
    const doorFront = d.length - d.bonnet + 0.03;
    const doorRear = doorFront - d.doorLength;

    add(
      [
        [this.windscreenX(bottom) - 0.07, bottom],
        [doorRear + 0.06, bottom],
        [doorRear + 0.06, top],
        [this.windscreenX(top) - 0.07, top],
      ],
      GLASS_SIDE,
    );
    // The front door's leading edge starts above the wheel arch trim.
    const archReach = d.wheelRadius + 0.14;
    const dx = Math.abs(doorFront - d.frontAxle);
    const doorFrontBottom =
      dx < archReach ? d.wheelRadius + Math.sqrt(archReach ** 2 - dx ** 2) + 0.03 : g + 0.12;
    line([
      [doorFront, doorFrontBottom],
      [doorFront, d.cowl - 0.03],
    ]);
    line([
      [doorRear, g + 0.1],
      [doorRear, this.roofFront - 0.07],
    ]);
    add(handle(doorRear + 0.1, d.beltline - 0.13), TRIM);
    add(
      [
        [doorFront + 0.1, d.nose - 0.1],
        [doorFront + 0.2, d.nose - 0.1],
        [doorFront + 0.2, d.nose - 0.07],
        [doorFront + 0.1, d.nose - 0.07],
      ],
      '#f0a23a',
    );
    this.archTrim(face, z);

    if (this.pickup) {
      const cabRear = d.bed + 0.08;
      add(
        [
          [doorRear - 0.06, bottom],
          [cabRear + 0.12, bottom],
          [cabRear + 0.12, top - 0.02],
          [doorRear - 0.06, top],
        ],
        GLASS_SIDE,
      );
      line([
        [cabRear, g + 0.12],
        [cabRear, d.height - 0.08],
      ]);
      line([
        [d.bed - 0.02, g + 0.12],
        [d.bed - 0.02, d.bedTop - 0.02],
      ]);
      add(handle(cabRear + 0.1, d.beltline - 0.13), TRIM);
      return;
    }

    // Rubbing strip along the lower side, broken by the wheel arches.
    const y0 = g + 0.13;
    const y1 = g + 0.23;
    const gap = d.wheelRadius + 0.16;
    const runs: Vec2[] = [
      [0.08, d.rearAxle - gap],
      [d.rearAxle + gap, d.frontAxle - gap],
      [d.frontAxle + gap, d.length - 0.04],
    ];
    for (const [x0, x1] of runs) {
      add(
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ],
        TRIM,
      );
    }

    if (s === -1) {
      // UK vans have the sliding door on the nearside (kerb side).
      const front = doorRear - 0.04;
      const back = front - d.slidingDoor;
      const doorTop = d.height > d.cabRoof + 0.01 ? d.height - 0.3 : this.roofFront - 0.1;
      line([
        [front, g + 0.1],
        [front, doorTop],
        [back, doorTop],
        [back, g + 0.1],
      ]);
      line(
        [
          [back, d.beltline - 0.02],
          [0.3, d.beltline - 0.02],
        ],
        0.035,
      );
      add(handle(front - 0.26, d.beltline - 0.13), TRIM);
    } else {
      add(
        [
          [doorRear - 0.55, d.beltline - 0.3],
          [doorRear - 0.4, d.beltline - 0.3],
          [doorRear - 0.4, d.beltline - 0.18],
          [doorRear - 0.55, d.beltline - 0.18],
        ],
        'rgba(0,0,0,0.12)',
      );
    }
  }

  private archTrim(face: Face, z: number): void {
    const d = this.d;
    const r = d.wheelRadius;
    for (const x of [d.rearAxle, d.frontAxle]) {
      const inner = r + 0.07;
      const outer = inner + 0.07;
      const a = (radius: number) =>
        Math.asin(Math.min(Math.max((d.clearance - r) / radius, -1), 1));
      const arc = (radius: number, from: number, to: number): Vec3[] =>
        Array.from({ length: 13 }, (_, k) => {
          const angle = from + ((to - from) * k) / 12;
          return [x + radius * Math.cos(angle), r + radius * Math.sin(angle), z] as Vec3;
        });
      const outerArc = arc(outer, Math.PI - a(outer), a(outer));
      const innerArc = arc(inner, a(inner), Math.PI - a(inner));
      face.decals.push({
        points: [...outerArc, ...innerArc],
        fill: this.pickup ? '#222427' : TRIM,
      });
    }
  }

  /** Decal on the x = const end faces, with s across the width (0 nearside, 1 offside). */
  private end(x: number, pts: Vec2[]): Vec3[] {
    return pts.map(([s, y]) => [x, y, -this.w + 2 * this.w * s]);
  }

  front(face: Face): void {
    const d = this.d;
    const x = d.length + 0.002;
    const g = d.clearance;
    const rectAt = (s0: number, s1: number, y0: number, y1: number): Vec2[] => [
      [s0, y0],
      [s1, y0],
      [s1, y1],
      [s0, y1],
    ];
    const grilleTop = d.nose - 0.12;
    const grilleBottom = g + 0.32;
    const [g0, g1] = this.pickup ? [0.2, 0.8] : [0.28, 0.72];
    if (this.pickup) {
      face.decals.push({
        points: this.end(x, rectAt(g0 - 0.02, g1 + 0.02, grilleBottom - 0.03, grilleTop + 0.03)),
        fill: '#b9bec4',
      });
    }
    face.decals.push({
      points: this.end(x, rectAt(g0, g1, grilleBottom, grilleTop)),
      fill: '#1b1d20',
    });
    for (let k = 1; k < 4; k++) {
      const y = grilleBottom + ((grilleTop - grilleBottom) * k) / 4;
      face.decals.push({
        points: this.end(x, [
          [g0 + 0.01, y],
          [g1 - 0.01, y],
        ]),
        stroke: this.pickup ? '#c5cad0' : '#3a3d42',
        strokeWidth: 0.018,
      });
    }
    const lampTop = d.nose - 0.1;
    const lampBottom = d.nose - 0.3;
    for (const [s0, s1, inner] of [
      [0.025, 0.25, 0.25],
      [0.975, 0.75, 0.75],
    ] as const) {
      face.decals.push({
        points: this.end(x, [
          [s0, lampTop],
          [inner, lampTop],
          [s1, lampBottom + 0.06],
          [s0, lampBottom],
        ]),
        fill: 'url(#lamp)',
      });
    }
    const badge: Vec2[] = Array.from({ length: 12 }, (_, k) => {
      const angle = (k / 12) * Math.PI * 2;
      return [
        0.5 + 0.035 * Math.cos(angle),
        (grilleTop + grilleBottom) / 2 + 0.06 * Math.sin(angle),
      ];
    });
    face.decals.push({ points: this.end(x + 0.001, badge), fill: '#c9ced3' });
  }

  windscreen(face: Face): void {
    const [a, b, c, e] = face.points as [Vec3, Vec3, Vec3, Vec3];
    // Corners: a = (bottom, +w), b = (top, +w), c = (top, -w), e = (bottom, -w).
    const at = (s: number, t: number): Vec3 => {
      const bottom: Vec3 = [
        e[0] + (a[0] - e[0]) * s,
        e[1] + (a[1] - e[1]) * s,
        e[2] + (a[2] - e[2]) * s,
      ];
      const top: Vec3 = [
        c[0] + (b[0] - c[0]) * s,
        c[1] + (b[1] - c[1]) * s,
        c[2] + (b[2] - c[2]) * s,
      ];
      return [
        bottom[0] + (top[0] - bottom[0]) * t + 0.003,
        bottom[1] + (top[1] - bottom[1]) * t,
        bottom[2] + (top[2] - bottom[2]) * t,
      ];
    };
    face.decals.push({
      points: [at(0.035, 0.05), at(0.965, 0.05), at(0.95, 0.94), at(0.05, 0.94)],
      fill: GLASS_FRONT,
    });
    face.decals.push({
      points: [at(0.12, 0.09), at(0.46, 0.07)],
      stroke: '#111',
      strokeWidth: 0.02,
    });
    face.decals.push({
      points: [at(0.54, 0.09), at(0.88, 0.07)],
      stroke: '#111',
      strokeWidth: 0.02,
    });
  }

  rear(face: Face): void {
    const d = this.d;
    const x = -0.002;
    const g = d.clearance;
    const rectAt = (s0: number, s1: number, y0: number, y1: number): Vec2[] => [
      [s0, y0],
      [s0, y1],
      [s1, y1],
      [s1, y0],
    ];
    if (this.pickup) {
      face.decals.push({
        points: this.end(x, rectAt(0.03, 0.97, g + 0.06, d.bedTop - 0.03)),
        stroke: SEAM,
        strokeWidth: 0.02,
      });
      face.decals.push({
        points: this.end(x, rectAt(0.44, 0.56, d.bedTop - 0.13, d.bedTop - 0.07)),
        fill: TRIM,
      });
      face.decals.push({
        points: this.end(x, rectAt(0, 0.05, d.bedTop - 0.45, d.bedTop - 0.04)),
        fill: '#b3261e',
      });
      face.decals.push({
        points: this.end(x, rectAt(0.95, 1, d.bedTop - 0.45, d.bedTop - 0.04)),
        fill: '#b3261e',
      });
      return;
    }
    const top = d.height - 0.1;
    const windowBottom = d.height - (d.height > 2.2 ? 0.78 : 0.55);
    face.decals.push(
      { points: this.end(x, rectAt(0.035, 0.965, g + 0.08, top)), stroke: SEAM, strokeWidth: 0.02 },
      {
        points: this.end(x, [
          [0.5, g + 0.08],
          [0.5, top],
        ]),
        stroke: SEAM,
        strokeWidth: 0.02,
      },
      { points: this.end(x, rectAt(0.1, 0.46, windowBottom, top - 0.07)), fill: GLASS_SIDE },
      { points: this.end(x, rectAt(0.54, 0.9, windowBottom, top - 0.07)), fill: GLASS_SIDE },
      { points: this.end(x, rectAt(0.43, 0.48, d.beltline - 0.12, d.beltline - 0.06)), fill: TRIM },
      {
        points: this.end(x, rectAt(0.44, 0.56, d.height - 0.085, d.height - 0.06)),
        fill: '#b3261e',
      },
    );
    for (const [s0, s1] of [
      [0, 0.045],
      [0.955, 1],
    ] as const) {
      face.decals.push(
        { points: this.end(x, rectAt(s0, s1, g + 0.28, g + 0.72)), fill: '#b3261e' },
        { points: this.end(x, rectAt(s0, s1, g + 0.72, g + 0.9)), fill: '#e8913a' },
      );
    }
  }

  cabBack(face: Face): void {
    const d = this.d;
    const x = d.bed - 0.002;
    face.decals.push({
      points: this.end(x, [
        [0.22, d.beltline + 0.08],
        [0.22, d.height - 0.14],
        [0.78, d.height - 0.14],
        [0.78, d.beltline + 0.08],
      ]),
      fill: GLASS_SIDE,
    });
  }

  bed(face: Face): void {
    const d = this.d;
    const y = d.bedTop + 0.002;
    const zAt = (s: number) => -this.w + 2 * this.w * s;
    face.decals.push({
      points: [
        [d.bed - 0.06, y, zAt(0.05)],
        [d.bed - 0.06, y, zAt(0.95)],
        [0.06, y, zAt(0.95)],
        [0.06, y, zAt(0.05)],
      ],
      fill: '#232528',
    });
    for (const s of [0.3, 0.5, 0.7]) {
      face.decals.push({
        points: [
          [d.bed - 0.1, y, zAt(s)],
          [0.1, y, zAt(s)],
        ],
        stroke: '#34373b',
        strokeWidth: 0.03,
      });
    }
  }
}

function handle(x: number, y: number): Vec2[] {
  return [
    [x, y],
    [x + 0.14, y],
    [x + 0.14, y + 0.04],
    [x, y + 0.04],
  ];
}
