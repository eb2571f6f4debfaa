import type { Camera, Vec3 } from './geometry';
import { SVG_HEIGHT, SVG_WIDTH, linearGradient, polygon, polyline } from './svg';

/** Gradients the background and the van share. */
export function sharedDefs(): string {
  return [
    linearGradient('sky', [
      [0, '#6fa6dc'],
      [0.7, '#b9d5ee'],
      [1, '#e3edf5'],
    ]),
    linearGradient('ground', [
      [0, '#9c9e9d'],
      [1, '#7b7d7c'],
    ]),
    linearGradient('glass-side', [
      [0, '#4d5d70'],
      [0.45, '#2a3440'],
      [1, '#1c232b'],
    ]),
    `<linearGradient id="glass-front" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8397"/><stop offset="0.35" stop-color="#2e3946"/><stop offset="0.6" stop-color="#415163"/><stop offset="1" stop-color="#1d242c"/></linearGradient>`,
    linearGradient('lamp', [
      [0, '#f4f7fa'],
      [0.6, '#c9d3dc'],
      [1, '#9aa6b2'],
    ]),
    `<radialGradient id="rim" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#d5d9dd"/><stop offset="1" stop-color="#7d8288"/></radialGradient>`,
  ].join('');
}

/**
 * A dealer's forecourt: sky, a few clouds, a tree line and a unit on the horizon, tarmac with
 * bay lines. `variant` moves the clouds so not every photo is the same.
 */
export function outdoorBackground(
  camera: Camera,
  variant: number,
  bayZ: number,
  length: number,
): string {
  const horizon = Math.min(Math.max(camera.horizonY, 120), SVG_HEIGHT - 120);
  const parts = [
    `<rect width="${SVG_WIDTH}" height="${horizon + 1}" fill="url(#sky)"/>`,
    `<rect y="${horizon}" width="${SVG_WIDTH}" height="${SVG_HEIGHT - horizon}" fill="url(#ground)"/>`,
  ];
  for (let k = 0; k < 4; k++) {
    const x = ((variant * 263 + k * 347) % 1300) - 50;
    const y = 40 + ((variant * 71 + k * 53) % Math.max(horizon - 140, 40));
    parts.push(
      `<g fill="#ffffff" opacity="0.75"><ellipse cx="${x}" cy="${y}" rx="90" ry="22"/><ellipse cx="${x + 50}" cy="${y - 14}" rx="55" ry="24"/><ellipse cx="${x - 45}" cy="${y - 6}" rx="45" ry="16"/></g>`,
    );
  }
  // A light industrial unit and a tree line along the horizon.
  const unitX = 80 + ((variant * 137) % 600);
  parts.push(
    `<rect x="${unitX}" y="${horizon - 62}" width="360" height="62" fill="#c9ccce"/>`,
    `<rect x="${unitX}" y="${horizon - 66}" width="360" height="6" fill="#8e9498"/>`,
    `<rect x="${unitX + 40}" y="${horizon - 40}" width="70" height="40" fill="#9aa1a6"/>`,
  );
  let trees = `M0,${horizon}`;
  for (let x = 0; x <= SVG_WIDTH; x += 40) {
    const bump = 16 + ((x * 7 + variant * 13) % 23);
    if (x > unitX - 10 && x < unitX + 370) trees += ` L${x},${horizon - 8}`;
    else trees += ` Q${x - 20},${horizon - bump - 10} ${x},${horizon - bump}`;
  }
  trees += ` L${SVG_WIDTH},${horizon} Z`;
  parts.push(`<path d="${trees}" fill="#56704b"/>`);
  parts.push(`<rect y="${horizon}" width="${SVG_WIDTH}" height="6" fill="#6f8b58"/>`);
  parts.push(`<rect y="${horizon + 6}" width="${SVG_WIDTH}" height="3" fill="#c3c5c4"/>`);

  // Parking bay lines either side of the van, on the ground plane.
  for (const z of [-bayZ, bayZ]) {
    const line: Vec3[] = [
      [-3, 0, z],
      [length + 3, 0, z],
    ];
    parts.push(polyline(line.map(camera.project), '#e9e9e4', 5, 'opacity="0.8"'));
  }
  return parts.join('');
}

/**
 * A soft shadow under the van: stacked, slightly larger footprints at low opacity (an SVG blur
 * filter looks the same but costs librsvg six times the whole render).
 */
export function groundShadow(camera: Camera, length: number, width: number): string {
  const layers: string[] = [];
  for (let k = 9; k >= 0; k--) {
    const grow = 0.04 + k * 0.055;
    const w = width / 2 + grow;
    const footprint: Vec3[] = [
      [-grow, 0, -w],
      [length + grow, 0, -w],
      [length + grow, 0, w],
      [-grow, 0, w],
    ];
    layers.push(polygon(footprint.map(camera.project), '#000000', 'opacity="0.065"'));
  }
  return layers.join('');
}
