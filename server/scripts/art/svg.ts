/** Small SVG helpers shared by the drawings: a seeded random, colour shading and fabric pattern fills. */
import type { Pattern } from '../../src/db/seed/catalog-data';

export type Rng = () => number;

/** mulberry32 seeded from a string, so each product draws the same picture on every run. */
export function seededRandom(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
export const pt = (x: number, y: number) => `${r1(x)},${r1(y)}`;

/** A fabric fill as an SVG <pattern>: base colour `a`, print colour `b`, detail colour `c`. */
export function fabricPattern(id: string, kind: Pattern, [a, b, c]: [string, string, string], scale = 1): string {
  const weave = (size: number) =>
    `<path d="${Array.from({ length: size / 4 }, (_, i) => `M0 ${i * 4 + 1}H${size}`).join('')}" stroke="${shade(a, -0.25)}" stroke-width="1" opacity=".18"/>`;
  const wrap = (size: number, body: string) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})">` +
    `<rect width="${size}" height="${size}" fill="${a}"/>${body}${weave(size)}</pattern>`;
  switch (kind) {
    case 'plain':
      return wrap(16, `<path d="M0 2H16M0 10H16" stroke="${shade(a, 0.2)}" stroke-width="1" opacity=".35"/>`);
    case 'stripes':
      return wrap(
        24,
        `<rect y="2" width="24" height="8" fill="${b}"/><rect y="15" width="24" height="2" fill="${c}"/>`,
      );
    case 'dots':
      return wrap(24, `<circle cx="6" cy="6" r="3.4" fill="${b}"/><circle cx="18" cy="18" r="3.4" fill="${b}"/>`);
    case 'gingham':
      return wrap(
        24,
        `<rect width="24" height="24" fill="${b}" opacity=".55"/><rect width="12" height="24" fill="${a}" opacity=".6"/>` +
          `<rect width="24" height="12" fill="${a}" opacity=".6"/><rect width="12" height="12" fill="${shade(a, -0.2)}"/>`,
      );
    case 'ikat':
      return wrap(
        40,
        `<path d="M20 2 L29 11 L26 12 L34 20 L26 28 L29 29 L20 38 L11 29 L14 28 L6 20 L14 12 L11 11Z" fill="${b}"/>` +
          `<path d="M20 12 L28 20 L20 28 L12 20Z" fill="${c}"/><path d="M0 0h3v3h-3zM37 37h3v3h-3z" fill="${b}"/>`,
      );
    case 'floral': {
      const petals = [0, 72, 144, 216, 288]
        .map((d) => `<ellipse cx="12" cy="7" rx="3" ry="4.6" transform="rotate(${d} 12 12)" fill="${b}"/>`)
        .join('');
      return wrap(
        36,
        `${petals}<circle cx="12" cy="12" r="2.4" fill="${c}"/>` +
          `<path d="M26 26q5-6 9-2q-5 5-9 2z" fill="${shade(c, -0.25)}" opacity=".8"/><circle cx="30" cy="32" r="2" fill="${b}"/>`,
      );
    }
    case 'chevron':
      return wrap(
        24,
        `<path d="M0 8 L6 2 L12 8 L18 2 L24 8" fill="none" stroke="${b}" stroke-width="3"/>` +
          `<path d="M0 20 L6 14 L12 20 L18 14 L24 20" fill="none" stroke="${c}" stroke-width="2"/>`,
      );
    case 'paisley':
      return wrap(
        44,
        `<path d="M14 30c-8 0-10-10-4-15c6-5 16-4 16 6c0 6-4 12-12 16c4-3 6-5 0-7z" fill="${b}"/>` +
          `<circle cx="17" cy="21" r="3" fill="${c}"/><circle cx="36" cy="8" r="2" fill="${c}"/><circle cx="36" cy="38" r="1.6" fill="${b}"/>`,
      );
  }
}

/** Shared <defs>: soft drop shadow, a highlight for round volumes and the metal of findings. */
export const commonDefs = `
<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#2b2024" flood-opacity=".22"/></filter>
<radialGradient id="volume" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9c77b"/><stop offset=".5" stop-color="#b8893a"/><stop offset="1" stop-color="#8a6426"/></linearGradient>`;
