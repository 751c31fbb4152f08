/** Drawings of hair accessories, bags and pouches on an 800×800 canvas. */
import type { Ink } from './jewelry';
import { between, shade } from './svg';

export function scrunchie(ink: Ink, cx = 400, cy = 410, R = 165, fill = ink.fab[0], base = ink.c[0]): string {
  const lobes = Array.from({ length: 16 }, (_, i) => {
    const d = i * 22.5 + between(ink.rng, -4, 4);
    const rx = between(ink.rng, 44, 54);
    return (
      `<g transform="rotate(${d.toFixed(1)} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy - R}" rx="${rx.toFixed(1)}" ry="72" fill="${fill}" stroke="${shade(base, -0.3)}" stroke-width="2"/>` +
      `<path d="M${cx - 12} ${cy - R - 58}q10 58 0 116" fill="none" stroke="${shade(base, -0.35)}" stroke-width="3" opacity=".35"/></g>`
    );
  }).join('');
  return (
    `${lobes}<circle cx="${cx}" cy="${cy}" r="${R + 72}" fill="url(#volume)" opacity=".5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R - 72}" fill="#2b2024" opacity=".12"/>`
  );
}

export function scrunchieTrio(ink: Ink): string {
  return (
    scrunchie(ink, 270, 300, 95, ink.c[2], ink.c[2]) +
    scrunchie(ink, 530, 320, 95, ink.c[1], ink.c[1]) +
    scrunchie(ink, 400, 520, 105, ink.fab[0], ink.c[0])
  );
}

export function bow(ink: Ink): string {
  const loop = 'M400 400C310 270 150 270 160 400C150 530 310 530 400 400Z';
  const folds = `<path d="M390 400C320 340 230 330 200 380M390 400C320 460 230 470 200 420" fill="none" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3" opacity=".4"/>`;
  const side = (flip: boolean) =>
    `<g${flip ? ' transform="matrix(-1 0 0 1 800 0)"' : ''}><path d="${loop}" fill="${ink.fab[0]}"/>${folds}<path d="${loop}" fill="url(#volume)" opacity=".6"/></g>`;
  const tails = `<path d="M385 420L300 620L345 600L360 640L405 430Z" fill="${shade(ink.c[0], -0.1)}"/><path d="M415 420L500 620L455 600L440 640L395 430Z" fill="${ink.fab[0]}"/>`;
  return (
    `<rect x="250" y="388" width="300" height="24" rx="6" fill="url(#gold)"/>${tails}${side(false)}${side(true)}` +
    `<rect x="368" y="356" width="64" height="88" rx="18" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.3)}" stroke-width="2"/><rect x="368" y="356" width="64" height="88" rx="18" fill="url(#volume)"/>`
  );
}

export function headband(ink: Ink): string {
  const arc = 'M170 600C150 200 650 200 630 600';
  return (
    `<path d="${arc}" fill="none" stroke="${shade(ink.c[0], -0.3)}" stroke-width="76" stroke-linecap="round"/>` +
    `<path d="${arc}" fill="none" stroke="${ink.fab[0]}" stroke-width="70" stroke-linecap="round"/>` +
    `<path d="${arc}" fill="none" stroke="#fff" stroke-width="14" opacity=".18" transform="translate(-4 -16)"/>` +
    `<ellipse cx="400" cy="300" rx="70" ry="54" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.3)}" stroke-width="2"/>` +
    `<path d="M345 290q55 40 110 0M350 320q50 -30 100 0" fill="none" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3" opacity=".5"/>` +
    `<ellipse cx="400" cy="300" rx="70" ry="54" fill="url(#volume)"/>`
  );
}

export function hairScarf(ink: Ink): string {
  const edge = (offset: number) =>
    Array.from({ length: 41 }, (_, i) => [
      90 + i * 15.5,
      400 + Math.sin(i / 6.5) * 110 + offset * (1 + 0.25 * Math.cos(i / 4)),
    ]);
  const band = `M${[...edge(-55), ...edge(55).reverse()].map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
  const knotY = (400 + Math.sin(20 / 6.5) * 110).toFixed(1);
  return (
    `<path d="${band}" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3"/><path d="${band}" fill="url(#volume)" opacity=".35"/>` +
    `<ellipse cx="400" cy="${knotY}" rx="54" ry="74" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3"/><ellipse cx="400" cy="${knotY}" rx="54" ry="74" fill="url(#volume)"/>`
  );
}

/** A soft bag body; `top` draws what closes it. */
function bag(ink: Ink, top: string, extra = ''): string {
  const body = 'M230 330C215 460 205 560 240 640Q400 675 560 640C595 560 585 460 570 330Z';
  return (
    `${extra}<path d="${body}" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3"/>` +
    `<path d="M245 350C235 460 228 550 256 622Q400 652 544 622C572 550 565 460 555 350" fill="none" stroke="${ink.c[2]}" stroke-width="2.5" stroke-dasharray="7 7" opacity=".8"/>` +
    `<path d="${body}" fill="url(#volume)" opacity=".55"/>${top}`
  );
}

export function pouch(ink: Ink): string {
  const ruffle = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M${236 + i * 28} 332q14 -40 28 0" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.35)}" stroke-width="2"/>`,
  ).join('');
  const cord = `<path d="M250 320C300 300 500 300 550 320M400 312C410 380 380 420 392 470M400 312C420 390 440 420 436 480" fill="none" stroke="${ink.c[2]}" stroke-width="7" stroke-linecap="round"/>`;
  return bag(
    ink,
    ruffle +
      cord +
      `<circle cx="392" cy="476" r="13" fill="url(#gold)"/><circle cx="436" cy="486" r="13" fill="url(#gold)"/>`,
  );
}

export function zipPouch(ink: Ink): string {
  const teeth = Array.from(
    { length: 36 },
    (_, i) => `<rect x="${240 + i * 9}" y="326" width="5" height="10" fill="#9b8f85"/>`,
  ).join('');
  return bag(
    ink,
    `<rect x="228" y="318" width="344" height="26" rx="6" fill="${ink.c[1]}"/>${teeth}<rect x="498" y="320" width="22" height="30" rx="5" fill="url(#gold)"/><path d="M509 350v52" stroke="${ink.c[2]}" stroke-width="8" stroke-linecap="round"/>`,
  );
}

export function coinPurse(ink: Ink): string {
  return bag(
    ink,
    '<path d="M240 345C240 250 560 250 560 345" fill="none" stroke="url(#gold)" stroke-width="14"/><circle cx="388" cy="262" r="16" fill="url(#gold)"/><circle cx="412" cy="262" r="16" fill="url(#gold)"/>',
  );
}

export function crossbody(ink: Ink): string {
  const strap = `<path d="M250 340C180 120 620 120 550 340" fill="none" stroke="${ink.c[1]}" stroke-width="22"/><path d="M250 340C180 120 620 120 550 340" fill="none" stroke="${ink.c[2]}" stroke-width="4" stroke-dasharray="10 8"/>`;
  return bag(
    ink,
    `<path d="M228 330Q400 470 572 330" fill="${shade(ink.c[0], -0.1)}" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3"/><rect x="384" y="398" width="32" height="36" rx="6" fill="url(#gold)"/>`,
    strap,
  );
}

export function tote(ink: Ink): string {
  const handles = `<path d="M285 330C285 150 385 150 385 330M415 330C415 150 515 150 515 330" fill="none" stroke="${shade(ink.c[0], -0.15)}" stroke-width="20"/>`;
  return (
    `${handles}<path d="M190 330H610L640 680H160Z" fill="${ink.c[0]}" stroke="${shade(ink.c[0], -0.3)}" stroke-width="3"/>` +
    `<path d="M180 470H620L626 560H174Z" fill="${ink.fab[0]}"/><path d="M180 470H620M174 560H626" stroke="${ink.c[1]}" stroke-width="4"/>` +
    `<path d="M190 330H610L640 680H160Z" fill="url(#volume)" opacity=".45"/>`
  );
}

export function roll(ink: Ink): string {
  return (
    `<rect x="170" y="320" width="460" height="200" rx="100" fill="${ink.fab[0]}" stroke="${shade(ink.c[0], -0.35)}" stroke-width="3"/>` +
    `<ellipse cx="585" cy="420" rx="45" ry="100" fill="${shade(ink.c[0], -0.15)}"/><path d="M585 330a40 90 0 0 1 0 180a28 70 0 0 1 0 -140a16 40 0 0 1 0 80" fill="none" stroke="${ink.c[1]}" stroke-width="6"/>` +
    `<rect x="170" y="320" width="460" height="200" rx="100" fill="url(#volume)" opacity=".5"/>` +
    `<rect x="375" y="312" width="36" height="216" fill="${ink.c[2]}"/><path d="M393 520C350 590 330 610 320 640M393 520C430 590 470 600 486 630" fill="none" stroke="${ink.c[2]}" stroke-width="18" stroke-linecap="round"/>`
  );
}
