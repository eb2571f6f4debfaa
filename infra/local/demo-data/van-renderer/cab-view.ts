import type { SizeClass } from '../vans';
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

/** From the middle seat: windscreen, dashboard, the right-hand-drive wheel and dials, the screen. */
export function cabSvg(sizeClass: SizeClass): string {
  const screenTop = sizeClass === 'large' ? 60 : 90;
  const dashTop = sizeClass === 'small' ? 400 : 380;
  const out: string[] = [
    rect(0, 0, SVG_WIDTH, SVG_HEIGHT, '#1d1f22'),
    // The view out: sky, trees and a car park.
    polygon(
      [
        [140, screenTop],
        [1060, screenTop],
        [1180, dashTop],
        [20, dashTop],
      ],
      'url(#outside)',
    ),
    polygon(
      [
        [20, dashTop - 70],
        [1180, dashTop - 70],
        [1180, dashTop],
        [20, dashTop],
      ],
      '#56704b',
      'opacity="0.8"',
    ),
    // A-pillars and roof lining.
    polygon(
      [
        [0, 0],
        [SVG_WIDTH, 0],
        [SVG_WIDTH, screenTop - 10],
        [0, screenTop - 10],
      ],
      '#bfc2c4',
    ),
    polygon(
      [
        [0, screenTop - 10],
        [150, screenTop - 10],
        [30, dashTop],
        [0, dashTop],
      ],
      '#2a2c2f',
    ),
    polygon(
      [
        [SVG_WIDTH, screenTop - 10],
        [1050, screenTop - 10],
        [1170, dashTop],
        [SVG_WIDTH, dashTop],
      ],
      '#2a2c2f',
    ),
    rect(560, screenTop - 4, 80, 40, '#26282b', 'rx="6"'),
    // Dashboard.
    `<path d="M0,${dashTop} Q600,${dashTop - 40} ${SVG_WIDTH},${dashTop} L${SVG_WIDTH},${SVG_HEIGHT} L0,${SVG_HEIGHT} Z" fill="url(#dash)"/>`,
    rect(60, dashTop + 40, 170, 55, '#141517', 'rx="12"'),
    rect(440, dashTop + 30, 320, 190, '#101113', 'rx="14"'),
    rect(452, dashTop + 42, 296, 166, 'url(#screen)', 'rx="8"'),
  ];
  // A map on the screen: a few roads and the route.
  out.push(
    polyline(
      [
        [470, dashTop + 180],
        [560, dashTop + 120],
        [650, dashTop + 130],
        [730, dashTop + 70],
      ],
      '#f2f5f7',
      6,
      'opacity="0.8"',
    ),
    polyline(
      [
        [500, dashTop + 60],
        [600, dashTop + 200],
      ],
      '#f2f5f7',
      4,
      'opacity="0.5"',
    ),
    polyline(
      [
        [470, dashTop + 180],
        [560, dashTop + 120],
        [650, dashTop + 130],
      ],
      '#3fa2ff',
      7,
    ),
  );
  // Vents.
  for (const x of [70, 1000]) {
    out.push(rect(x, dashTop + 110, 130, 60, '#121315', 'rx="14"'));
    for (let k = 1; k < 4; k++)
      out.push(
        polyline(
          [
            [x + 10, dashTop + 110 + k * 15],
            [x + 120, dashTop + 110 + k * 15],
          ],
          '#2d3034',
          4,
        ),
      );
  }
  // Instrument binnacle and dials, behind the wheel on the right.
  out.push(rect(780, dashTop + 10, 330, 150, '#121315', 'rx="40"'));
  for (const cx of [870, 1020]) {
    out.push(circle(cx, dashTop + 85, 58, '#0b0c0d', 'stroke="#6b7076" stroke-width="3"'));
    for (let k = 0; k <= 8; k++) {
      const a = Math.PI * (0.8 + (1.4 * k) / 8);
      out.push(
        polyline(
          [
            [cx + 44 * Math.cos(a), dashTop + 85 + 44 * Math.sin(a)],
            [cx + 54 * Math.cos(a), dashTop + 85 + 54 * Math.sin(a)],
          ],
          '#e8ecef',
          3,
        ),
      );
    }
    const needle = Math.PI * (cx < 900 ? 1.05 : 1.3);
    out.push(
      polyline(
        [
          [cx, dashTop + 85],
          [cx + 46 * Math.cos(needle), dashTop + 85 + 46 * Math.sin(needle)],
        ],
        '#ff7a2f',
        4,
      ),
    );
  }
  // Steering wheel (right-hand drive) and the gear lever.
  const wheelY = dashTop + 250;
  out.push(
    circle(945, wheelY, 205, 'none', 'stroke="#0e0f10" stroke-width="40"'),
    polygon(
      [
        [760, wheelY + 30],
        [1130, wheelY + 30],
        [1020, wheelY + 90],
        [870, wheelY + 90],
      ],
      '#121315',
    ),
    circle(945, wheelY + 40, 70, '#17181a'),
    circle(945, wheelY + 40, 16, '#9ea3a8'),
    rect(560, dashTop + 300, 80, 120, '#121315', 'rx="20"'),
    circle(600, dashTop + 290, 32, '#2a2c2f', 'stroke="#9ea3a8" stroke-width="3"'),
  );
  if (sizeClass === 'pickup')
    out.push(circle(690, dashTop + 330, 26, '#2a2c2f', 'stroke="#d08a2e" stroke-width="4"'));
  const defs = [
    linearGradient('outside', [
      [0, '#7fb2e5'],
      [0.75, '#d4e4f1'],
      [1, '#9da09f'],
    ]),
    linearGradient('dash', [
      [0, '#34373b'],
      [0.3, '#25272a'],
      [1, '#161719'],
    ]),
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b4a5e"/><stop offset="1" stop-color="#1b2b38"/></linearGradient>`,
  ].join('');
  return svgDocument(defs, out.join(''));
}
