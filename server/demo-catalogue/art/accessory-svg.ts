// Product pictures of the accessories (care products, shoe trees and horns, belts, laces), drawn in the same
// studio frame as the shoes. `variant` is the picture colour key of the accessory (accessory-defs.ts).
import type { AccessoryArt } from '../catalogue/accessory-defs.js';
import { darken, lighten } from './colour.js';

/** Gradients the accessory drawings use (shadow, metal, brass); banners that show an accessory include them. */
export const ACCESSORY_DEFS = '<radialGradient id="sh"><stop offset="0" stop-color="#2a1d12" stop-opacity=".3"/><stop offset="1" stop-color="#2a1d12" stop-opacity="0"/></radialGradient>'
  + '<linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#8d8d8f"/><stop offset=".45" stop-color="#e9e9ea"/><stop offset="1" stop-color="#7b7b7e"/></linearGradient>'
  + '<linearGradient id="brass" x1="0" x2="1"><stop offset="0" stop-color="#9c7a3c"/><stop offset=".5" stop-color="#e7cf8e"/><stop offset="1" stop-color="#8a6a30"/></linearGradient>';

const STUDIO = '<radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#faf8f4"/><stop offset="1" stop-color="#e7e1d8"/></radialGradient>'
  + ACCESSORY_DEFS;

const LEATHER: Readonly<Record<string, string>> = {
  black: '#232124', 'dark-brown': '#4b2e1f', cognac: '#9c5224', sand: '#c9ad85', navy: '#232d47', neutral: '#e9dfc9',
};
const WOOD: Readonly<Record<string, string>> = { cedar: '#b06a43', beech: '#d6ae78', long: '#6f4a2f', brass: '#c9a65c' };

const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 12)}" fill="url(#sh)"/>`;
const vertical = (id: string, top: string, bottom: string) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A round polish tin; `label` is the colour of the cream inside. */
function tin(label: string, id = 't'): string {
  return `<g id="${id}">${shadow(300, 392, 160)}<path d="M170 300V352C170 380 228 396 300 396S430 380 430 352V300Z" fill="url(#metal)"/>`
    + `<ellipse cx="300" cy="300" rx="130" ry="44" fill="#d4d4d6"/><ellipse cx="300" cy="298" rx="122" ry="39" fill="url(#metal)"/>`
    + `<ellipse cx="300" cy="298" rx="92" ry="28" fill="${label}"/><ellipse cx="300" cy="298" rx="84" ry="24" fill="none" stroke="#c9a65c" stroke-width="2"/>`
    + '<path d="M262 304c18-14 40-20 62-14l18-10-8 14c-20 2-38 6-56 14z" fill="#c9a65c"/>'
    + '<path d="M172 318C200 338 400 338 428 318" fill="none" stroke="#6f6f72" stroke-width="2"/></g>';
}

function polish(variant: string): string {
  if (variant !== 'trio') return tin(LEATHER[variant] ?? LEATHER.neutral);
  return `<g transform="translate(-75 -10) scale(.8)">${tin(LEATHER.black, 'a')}</g><g transform="translate(195 -10) scale(.8)">${tin(LEATHER['dark-brown'], 'b')}</g>`
    + `<g transform="translate(60 90) scale(.8)">${tin(LEATHER.neutral, 'c')}</g>`;
}

function balm(): string {
  return `<defs>${vertical('jar', '#7a4a1c', '#3b220b')}</defs>${shadow(300, 440, 130)}`
    + '<path d="M200 290H400V420C400 436 390 444 372 444H228C210 444 200 436 200 420Z" fill="url(#jar)"/>'
    + '<path d="M214 300V420" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>'
    + '<rect x="200" y="330" width="200" height="70" fill="#efe6d4"/><path d="M230 352H370M250 372H350" stroke="#8a6a30" stroke-width="3"/>'
    + '<rect x="192" y="236" width="216" height="58" rx="8" fill="#1f1f21"/><path d="M210 244V286M230 244V286M250 244V286M270 244V286M290 244V286M310 244V286M330 244V286M350 244V286M370 244V286M390 244V286" stroke="#3a3a3d" stroke-width="3"/>';
}

function brush(variant: string): string {
  const bristle = variant === 'suede' ? '#b58a3c' : '#2c2521';
  const lines = Array.from({ length: 30 }, (_, i) => `M${154 + i * 10} 352v${42 - (i % 3) * 3}`).join('');
  return `<defs>${vertical('wood', '#e2bd89', '#a97a45')}</defs>${shadow(300, 404, 170)}`
    + `<path d="M150 350H450L446 392C446 398 440 402 430 402H170C160 402 154 398 154 392Z" fill="${bristle}"/><path d="${lines}" stroke="${lighten(bristle, 0.25)}" stroke-width="2"/>`
    + '<path d="M140 300C140 270 180 256 300 256S460 270 460 300V336C460 350 446 356 430 356H170C154 356 140 350 140 336Z" fill="url(#wood)"/>'
    + '<path d="M150 300C150 278 190 268 300 268S450 278 450 300" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>'
    + '<path d="M180 314C240 306 360 306 420 314M200 330C260 324 340 324 400 330" fill="none" stroke="#8d6236" stroke-opacity=".35" stroke-width="2"/>';
}

function cloth(): string {
  return `${shadow(300, 410, 190)}<path d="M130 330L300 266L470 330L300 404Z" fill="#e9dfcc"/><path d="M130 330L300 404V418L130 344Z" fill="#d6c9b1"/><path d="M470 330L300 404V418L470 344Z" fill="#cdbfa5"/>`
    + '<path d="M156 330L300 276L444 330L300 392Z" fill="none" stroke="#a88d63" stroke-width="1.5" stroke-dasharray="5 4"/>'
    + '<path d="M200 312L300 274L400 312" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>';
}

function shoeTree(variant: string): string {
  const wood = WOOD[variant] ?? WOOD.cedar;
  return `<defs>${vertical('w', lighten(wood, 0.25), darken(wood, 0.3))}</defs>${shadow(300, 382, 230)}`
    + '<path d="M330 304H452" stroke="#a9a9ac" stroke-width="12" stroke-linecap="round"/><path d="M334 300H448" stroke="#e4e4e6" stroke-width="3"/><path d="M370 296c6 4 6 12 0 16m14-16c6 4 6 12 0 16m14-16c6 4 6 12 0 16" fill="none" stroke="#77777a" stroke-width="2"/>'
    + '<path d="M84 356C70 326 92 290 150 284L320 276C346 278 356 300 352 328C348 352 332 364 300 366L110 372C96 372 88 366 84 356Z" fill="url(#w)"/>'
    + `<path d="M96 330H340" stroke="${darken(wood, 0.4)}" stroke-width="2.5"/><path d="M120 298C180 290 250 286 320 286" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>`
    + '<path d="M440 262C470 252 512 260 516 300C520 340 492 370 462 368C440 366 432 340 434 300C435 280 436 268 440 262Z" fill="url(#w)"/>'
    + '<ellipse cx="476" cy="250" rx="16" ry="8" fill="url(#brass)"/><path d="M476 250V262" stroke="#b8954f" stroke-width="8"/>';
}

function shoeHorn(variant: string): string {
  const long = variant !== 'brass';
  const fill = long ? WOOD.long : 'url(#brass)';
  const horn = long
    ? 'M120 470C110 450 120 430 140 424L430 150C444 138 462 140 468 154C474 168 466 180 454 188L168 458C154 472 130 478 120 470Z'
    : 'M220 420C210 404 218 388 236 384L380 258C394 248 410 252 414 264C418 276 410 286 400 292L262 414C250 426 228 430 220 420Z';
  return `${shadow(300, 480, 200)}<path d="${horn}" fill="${fill}"/><path d="${horn}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="2"/>`
    + (long ? '<path d="M456 160C490 130 520 140 516 170C512 196 484 196 470 184" fill="none" stroke="#2b1d14" stroke-width="6"/><path d="M150 440L420 180" stroke="#fff" stroke-opacity=".2" stroke-width="6"/>' : '<path d="M240 402L392 268" stroke="#fff" stroke-opacity=".4" stroke-width="5"/>');
}

function belt(variant: string): string {
  const hex = LEATHER[variant] ?? LEATHER.black;
  const rings = [0, 1, 2, 3, 4].map((i) => `<ellipse cx="300" cy="${320 - i * 7}" rx="${150 - i * 24}" ry="${58 - i * 9}" fill="none" stroke="${i % 2 ? darken(hex, 0.25) : hex}" stroke-width="22"/>`).join('');
  return `${shadow(300, 392, 180)}<ellipse cx="300" cy="330" rx="162" ry="66" fill="${darken(hex, 0.35)}"/>${rings}`
    + `<path d="M300 386C360 392 420 392 470 380" stroke="${hex}" stroke-width="22" fill="none"/>`
    + '<rect x="440" y="362" width="52" height="36" rx="6" fill="none" stroke="url(#brass)" stroke-width="7"/><path d="M466 364V396" stroke="url(#brass)" stroke-width="4"/>'
    + `<path d="M170 318C220 286 380 286 430 318" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="4"/>`;
}

function laces(variant: string): string {
  const hex = LEATHER[variant] ?? LEATHER.black;
  const loop = 'M150 330C150 250 300 230 340 290S300 400 230 370S220 250 330 250S470 320 430 380';
  return `${shadow(300, 420, 170)}<path d="${loop}" fill="none" stroke="${hex}" stroke-width="7" stroke-linecap="round"/>`
    + `<path d="${loop}" fill="none" stroke="${hex}" stroke-width="7" stroke-linecap="round" transform="translate(26 24)"/>`
    + '<path d="M145 330l-3 22M456 404l10 16M171 354l-3 22M430 380l10 16" stroke="#8f8f92" stroke-width="7" stroke-linecap="round"/>';
}

function careSet(): string {
  return `${shadow(300, 430, 220)}<path d="M150 420C140 330 170 220 210 180H390C430 220 460 330 450 420Z" fill="#d9ccb4"/>`
    + '<path d="M210 180C250 196 350 196 390 180" fill="none" stroke="#b5a587" stroke-width="4"/><path d="M230 190C270 206 330 206 370 190" fill="none" stroke="#8a6a30" stroke-width="3"/>'
    + `<g transform="translate(-40 120) scale(.6)">${tin(LEATHER.neutral, 'p')}</g><g transform="translate(170 150) scale(.55)">${brush('horsehair')}</g>`;
}

/** How much each drawing is enlarged about the frame's centre so that it fills the picture. */
const SCALE: Readonly<Record<AccessoryArt, number>> = {
  polish: 1.35, balm: 1.3, brush: 1.3, cloth: 1.3, 'shoe-tree': 1.12, 'shoe-horn': 1, belt: 1.3, laces: 1.3, 'care-set': 1.2,
};

const DRAWINGS: Readonly<Record<AccessoryArt, (variant: string) => string>> = {
  polish, balm, brush, cloth, 'shoe-tree': shoeTree, 'shoe-horn': shoeHorn, belt, laces, 'care-set': careSet,
};

/** The drawing alone (needs ACCESSORY_DEFS), centred on (300, 320) of a 600 × 600 frame. */
export function accessoryMarkup(art: AccessoryArt, variant = ''): string {
  const scale = art === 'polish' && variant === 'trio' ? 1 : SCALE[art];
  return `<g transform="translate(300 320) scale(${scale}) translate(-300 -320)">${DRAWINGS[art](variant)}</g>`;
}

export function accessorySvg(art: AccessoryArt, variant = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><defs>${STUDIO}</defs><rect width="600" height="600" fill="url(#bg)"/>${accessoryMarkup(art, variant)}</svg>`;
}
