/** Drawings of earrings, necklaces, bracelets and brooches on an 800×800 canvas. */
import { between, pt, shade, type Rng } from './svg';

export interface Ink {
  rng: Rng;
  /** [fabric, accent, detail] colours. */
  c: [string, string, string];
  /** Fills: the product's fabric and two companion fabrics in its colours. */
  fab: string[];
}

const hook = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y - 6}" r="7" fill="none" stroke="url(#gold)" stroke-width="3.5"/>` +
  `<path d="M${x} ${y - 13}v-16c0-44 50-50 50-8c0 16-9 28-9 44" fill="none" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>`;

function tassel(ink: Ink, x: number, top: number, len: number, body: string, cap: string): string {
  const strands = Array.from({ length: 36 }, (_, i) => {
    const u = i / 35;
    const x0 = x - 15 + u * 30;
    const xb = x - 44 + u * 88 + between(ink.rng, -4, 4);
    const yb = top + 36 + len + between(ink.rng, -6, 6);
    const colour = [body, shade(body, -0.18), shade(body, 0.16)][i % 3];
    return `<path d="M${pt(x0, top + 30)}Q${pt(x0 + (xb - x0) * 0.2, top + 36 + len * 0.5)} ${pt(xb, yb)}" stroke="${colour}" stroke-width="3.4" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const wraps = [8, 15, 22]
    .map((d) => `<path d="M${x - 19} ${top + d}h38" stroke="${shade(cap, -0.3)}" stroke-width="2"/>`)
    .join('');
  return `${strands}<rect x="${x - 20}" y="${top}" width="40" height="34" rx="10" fill="${cap}"/>${wraps}<rect x="${x - 20}" y="${top}" width="40" height="34" rx="10" fill="url(#volume)"/>`;
}

/** Two earrings side by side, the right one a little turned. */
const pair = (one: (x: number) => string) => `<g>${one(270)}</g><g transform="rotate(5 530 300)">${one(530)}</g>`;

export function tasselEarrings(ink: Ink): string {
  return pair((x) => hook(x, 200) + tassel(ink, x, 200, 300, ink.c[0], ink.c[1]));
}

export function knotEarrings(ink: Ink): string {
  return pair((x) => {
    const loops = [0, 60, 120]
      .map(
        (d) =>
          `<ellipse cx="${x}" cy="400" rx="78" ry="34" transform="rotate(${d} ${x} 400)" fill="none" stroke="${ink.fab[0]}" stroke-width="30"/>` +
          `<ellipse cx="${x}" cy="400" rx="78" ry="34" transform="rotate(${d} ${x} 400)" fill="none" stroke="${shade(ink.c[0], -0.35)}" stroke-width="30" opacity=".12"/>`,
      )
      .join('');
    return `<circle cx="${x}" cy="400" r="24" fill="url(#gold)"/>${loops}<circle cx="${x}" cy="400" r="92" fill="url(#volume)" opacity=".5"/>`;
  });
}

export function hoopEarrings(ink: Ink): string {
  return pair((x) => {
    const cy = 410;
    const wraps = Array.from({ length: 44 }, (_, i) => {
      const a = (i / 44) * Math.PI * 2;
      const [dx, dy] = [Math.cos(a), Math.sin(a)];
      return `<path d="M${pt(x + dx * 98, cy + dy * 98)}L${pt(x + dx * 126 - dy * 8, cy + dy * 126 + dx * 8)}" stroke="${shade(ink.c[0], -0.4)}" stroke-width="2" opacity=".35"/>`;
    }).join('');
    return (
      `${hook(x, cy - 124)}<circle cx="${x}" cy="${cy}" r="112" fill="none" stroke="${ink.fab[0]}" stroke-width="30"/>${wraps}` +
      `<circle cx="${x}" cy="${cy}" r="112" fill="none" stroke="${ink.c[1]}" stroke-width="2" stroke-dasharray="3 9"/>`
    );
  });
}

export function buttonEarrings(ink: Ink): string {
  return pair(
    (x) =>
      `<circle cx="${x}" cy="400" r="96" fill="${ink.fab[0]}"/><circle cx="${x}" cy="400" r="96" fill="url(#volume)"/>` +
      `<circle cx="${x}" cy="400" r="80" fill="none" stroke="${ink.c[2]}" stroke-width="3" stroke-dasharray="6 7"/>` +
      `<circle cx="${x}" cy="400" r="96" fill="none" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3"/>`,
  );
}

export function teardropEarrings(ink: Ink): string {
  const drop = (x: number, s: number) =>
    `M${x} ${300 - 110 * s}C${x + 70 * s} ${300 - 20 * s} ${x + 95 * s} ${300 + 60 * s} ${x + 95 * s} ${300 + 110 * s}A${95 * s} ${95 * s} 0 0 1 ${x - 95 * s} ${300 + 110 * s}C${x - 95 * s} ${300 + 60 * s} ${x - 70 * s} ${300 - 20 * s} ${x} ${300 - 110 * s}Z`;
  return pair(
    (x) =>
      `${hook(x, 300)}<g transform="translate(0 110)"><path d="${drop(x, 1)}" fill="${ink.fab[0]}"/><path d="${drop(x, 1)}" fill="url(#volume)" opacity=".6"/>` +
      `<path d="${drop(x, 0.88)}" transform="translate(0 ${300 * 0.12 + 12})" fill="none" stroke="${ink.c[1]}" stroke-width="3" stroke-dasharray="2 8"/>` +
      `<path d="${drop(x, 1)}" fill="none" stroke="${shade(ink.c[0], -0.3)}" stroke-width="3"/></g>`,
  );
}

export function fanEarrings(ink: Ink): string {
  return pair((x) => {
    const apex = 250;
    const r = 240;
    const pleats = Array.from({ length: 12 }, (_, i) => {
      const a0 = ((60 + i * 5) * Math.PI) / 180;
      const a1 = ((60 + (i + 1) * 5) * Math.PI) / 180;
      const fill = i % 2 ? ink.fab[0] : shade(ink.c[0], -0.12);
      return `<path d="M${x} ${apex}L${pt(x + Math.cos(a0) * r, apex + Math.sin(a0) * r)}L${pt(x + Math.cos(a1) * r, apex + Math.sin(a1) * r)}Z" fill="${fill}"/>`;
    }).join('');
    return (
      `${hook(x, apex)}${pleats}<path d="M${pt(x + Math.cos(Math.PI / 3) * r, apex + Math.sin(Math.PI / 3) * r)}A${r} ${r} 0 0 1 ${pt(x + Math.cos((2 * Math.PI) / 3) * r, apex + Math.sin((2 * Math.PI) / 3) * r)}" fill="none" stroke="${ink.c[1]}" stroke-width="6"/>` +
      `<circle cx="${x}" cy="${apex + 12}" r="12" fill="${ink.c[2]}"/>`
    );
  });
}

/** A point and tangent angle on the quadratic curve a → b → c at t. */
function onCurve(t: number, a: number[], b: number[], c: number[]) {
  const m = 1 - t;
  const x = m * m * a[0] + 2 * m * t * b[0] + t * t * c[0];
  const y = m * m * a[1] + 2 * m * t * b[1] + t * t * c[1];
  const angle = Math.atan2(
    2 * m * (b[1] - a[1]) + 2 * t * (c[1] - b[1]),
    2 * m * (b[0] - a[0]) + 2 * t * (c[0] - b[0]),
  );
  return { x, y, angle: (angle * 180) / Math.PI };
}

const NECK = [
  [130, 120],
  [400, 860],
  [670, 120],
];

export function beadNecklace(ink: Ink): string {
  const cord = `<path d="M${NECK[0]}Q${NECK[1]} ${NECK[2]}" fill="none" stroke="${shade(ink.c[0], -0.55)}" stroke-width="4"/>`;
  const beads = Array.from({ length: 11 }, (_, i) => {
    const u = i / 10;
    const { x, y } = onCurve(0.16 + u * 0.68, NECK[0], NECK[1], NECK[2]);
    const r = 18 + 16 * Math.sin(Math.PI * u);
    return (
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${ink.fab[i % 3]}"/>` +
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#volume)"/>`
    );
  }).join('');
  return `${cord}${beads}<rect x="${NECK[0][0] - 10}" y="${NECK[0][1] - 6}" width="20" height="12" rx="4" fill="url(#gold)"/>`;
}

export function ropeNecklace(ink: Ink): string {
  const links = Array.from({ length: 64 }, (_, i) => {
    const { x, y, angle } = onCurve(0.06 + (i / 63) * 0.88, NECK[0], NECK[1], NECK[2]);
    const fill = i % 2 ? ink.c[0] : shade(ink.c[0], 0.2);
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="24" ry="13" transform="rotate(${(angle + (i % 2 ? 38 : -38)).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}" stroke="${shade(ink.c[0], -0.3)}" stroke-width="1.5"/>`;
  }).join('');
  const ends = [0.05, 0.95].map((t) => {
    const { x, y } = onCurve(t, NECK[0], NECK[1], NECK[2]);
    return `<rect x="${(x - 12).toFixed(1)}" y="${(y - 12).toFixed(1)}" width="24" height="24" rx="6" fill="url(#gold)"/>`;
  });
  return links + ends.join('');
}

export function lariat(ink: Ink): string {
  const cord =
    `<path d="M${NECK[0]}Q${NECK[1]} ${NECK[2]}" fill="none" stroke="${ink.c[0]}" stroke-width="12"/>` +
    `<path d="M${NECK[0]}Q${NECK[1]} ${NECK[2]}" fill="none" stroke="${shade(ink.c[0], 0.3)}" stroke-width="3" opacity=".5" transform="translate(-2 -3)"/>`;
  const knot = `<circle cx="400" cy="488" r="26" fill="none" stroke="${ink.c[0]}" stroke-width="12"/>`;
  const tails = `<path d="M392 510 C380 560 370 580 360 600M408 510C420 570 436 600 448 640" fill="none" stroke="${ink.c[0]}" stroke-width="10"/>`;
  const ends = tassel(ink, 360, 596, 100, ink.c[0], ink.c[1]) + tassel(ink, 448, 636, 84, ink.c[0], ink.c[2]);
  return `<g transform="translate(0 -80)">${cord}${knot}${tails}${ends}</g>`;
}

export function pendantNecklace(ink: Ink): string {
  const chain = Array.from({ length: 70 }, (_, i) => {
    const t = i < 35 ? 0.04 + (i / 34) * 0.4 : 0.56 + ((i - 35) / 34) * 0.4;
    const { x, y, angle } = onCurve(t, [150, 110], [400, 700], [650, 110]);
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="6" ry="3.5" transform="rotate(${angle.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#gold)" stroke-width="2.2"/>`;
  }).join('');
  const leaves = [-40, -10, 20, 45]
    .map(
      (d, i) =>
        `<ellipse cx="${400 + (i % 2 ? 16 : -16)}" cy="${500 + d}" rx="16" ry="7" transform="rotate(${i % 2 ? -30 : 30} ${400 + (i % 2 ? 16 : -16)} ${500 + d})" fill="${ink.c[1]}"/>`,
    )
    .join('');
  return (
    `${chain}<circle cx="400" cy="500" r="116" fill="url(#gold)"/><circle cx="400" cy="500" r="100" fill="${ink.fab[0]}"/>` +
    `<path d="M400 570V430" stroke="${ink.c[1]}" stroke-width="4"/>${leaves}` +
    `<circle cx="400" cy="425" r="9" fill="${ink.c[2]}"/><circle cx="400" cy="500" r="100" fill="url(#volume)" opacity=".55"/><circle cx="400" cy="392" r="12" fill="none" stroke="url(#gold)" stroke-width="5"/>`
  );
}

/** Items placed around a ring seen in perspective, the far half first and darker. */
function ring(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  draw: (x: number, y: number, deg: number, i: number, far: boolean) => string,
) {
  const items = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const deg = (Math.atan2(ry * Math.cos(a), -rx * Math.sin(a)) * 180) / Math.PI;
    return { i, far: Math.sin(a) < 0, x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a), deg };
  });
  return [...items.filter((p) => p.far), ...items.filter((p) => !p.far)]
    .map((p) => draw(p.x, p.y, p.deg, p.i, p.far))
    .join('');
}

export const braid = (ink: Ink, cx = 400, cy = 420, rx = 240, ry = 140) =>
  ring(cx, cy, rx, ry, 80, (x, y, deg, i, far) => {
    const fill = far ? shade(ink.c[i % 3], -0.25) : ink.c[i % 3];
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="24" ry="12" transform="rotate(${(deg + (i % 2 ? 40 : -40)).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}" stroke="${shade(ink.c[0], -0.4)}" stroke-width="1"/>`;
  });

export const beadRing = (ink: Ink, cx = 400, cy = 420, rx = 240, ry = 140) =>
  ring(
    cx,
    cy,
    rx,
    ry,
    20,
    (x, y, _deg, i, far) =>
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${far ? 20 : 25}" fill="${ink.fab[i % 3]}"/>` +
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${far ? 20 : 25}" fill="url(#volume)"${far ? ' opacity=".9"' : ''}/>`,
  );

export const bangle = (ink: Ink, cx = 400, cy = 420, rx = 240, ry = 140) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${ink.fab[0]}" stroke-width="46"/>` +
  `<ellipse cx="${cx}" cy="${cy - 6}" rx="${rx - 22}" ry="${ry - 22}" fill="none" stroke="#000" stroke-width="6" opacity=".12"/>` +
  ring(
    cx,
    cy,
    rx,
    ry,
    60,
    (x, y, deg) =>
      `<path d="M-22 -6L22 6" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(deg + 90).toFixed(0)})" stroke="${shade(ink.c[0], -0.4)}" stroke-width="2" opacity=".3"/>`,
  );

export const braceletStack = (ink: Ink) =>
  bangle(ink, 400, 570, 210, 95) + beadRing(ink, 400, 420, 210, 95) + braid(ink, 400, 270, 210, 95);

export function flowerBrooch(ink: Ink): string {
  const petals = (n: number, r: number, rx: number, ry: number, fill: string, turn: number) =>
    Array.from({ length: n }, (_, i) => {
      const d = (360 / n) * i + turn;
      return `<ellipse cx="400" cy="${400 - r}" rx="${rx}" ry="${ry}" transform="rotate(${d} 400 400)" fill="${fill}" stroke="${shade(ink.c[0], -0.3)}" stroke-width="2"/>`;
    }).join('');
  const holes = [
    [-10, -10],
    [10, -10],
    [-10, 10],
    [10, 10],
  ]
    .map(([dx, dy]) => `<circle cx="${400 + dx}" cy="${400 + dy}" r="5" fill="${shade(ink.c[2], -0.45)}"/>`)
    .join('');
  return (
    petals(9, 130, 62, 96, ink.fab[0], 0) +
    petals(7, 70, 46, 66, ink.fab[1], 20) +
    `<circle cx="400" cy="400" r="200" fill="url(#volume)" opacity=".45"/><circle cx="400" cy="400" r="44" fill="${ink.c[2]}"/>${holes}<circle cx="400" cy="400" r="44" fill="url(#volume)"/>`
  );
}

export function heartBrooch(ink: Ink): string {
  const heart =
    'M400 640C260 540 170 450 170 340C170 260 230 210 295 210C345 210 380 240 400 280C420 240 455 210 505 210C570 210 630 260 630 340C630 450 540 540 400 640Z';
  const squares = Array.from({ length: 36 }, (_, i) => {
    const [col, row] = [i % 6, Math.floor(i / 6)];
    const fill = [ink.fab[0], ink.fab[1], ink.fab[2], ink.c[1]][(col + row * 2) % 4];
    return `<rect x="${170 + col * 77}" y="${205 + row * 73}" width="77" height="73" fill="${fill}" stroke="${shade(ink.c[0], -0.3)}" stroke-width="1.5"/>`;
  }).join('');
  return (
    `<clipPath id="heart"><path d="${heart}"/></clipPath><g clip-path="url(#heart)">${squares}<path d="${heart}" fill="url(#volume)"/></g>` +
    `<path d="${heart}" fill="none" stroke="${ink.c[2]}" stroke-width="10" stroke-dasharray="3 12" stroke-linecap="round"/>`
  );
}
