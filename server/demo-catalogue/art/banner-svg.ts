// Banner pictures (home banners, mega-menu asides, head image, Instagram tiles): a deep gradient background, a
// soft spotlight, a fine stitched line as ornament and one product drawing on the right, leaving the left side
// free for the headline the storefront sets over it.
import type { AccessoryArt } from '../catalogue/accessory-defs.js';
import type { ShoeShape } from '../catalogue/attribute-options.js';
import { ACCESSORY_DEFS, accessoryMarkup } from './accessory-svg.js';
import { lighten } from './colour.js';
import { placedShoe, shoeDefs, type Leather } from './shoe-svg.js';

type Subject =
  | { kind: 'shoe'; shape: ShoeShape; leather: Leather; pair?: boolean }
  | { kind: 'accessory'; art: AccessoryArt; variant?: string }
  | { kind: 'voucher' };

export interface BannerSpec {
  width: number;
  height: number;
  /** Background gradient from the top left to the bottom right. */
  from: string;
  to: string;
  subject: Subject;
  /** Where the 600 × 600 subject drawing goes: its centre x, centre y and scale. */
  at: readonly [number, number, number];
}

const GREEN = ['#1f2a24', '#35473b'] as const;
const LEATHER_DARK = ['#2a1c14', '#5b3722'] as const;
const BLUSH = ['#eadfd6', '#c9b1a2'] as const;
const CREAM = ['#f4efe6', '#ddd2c0'] as const;

const cognac: Leather = { hex: '#9c5224', material: 'calf' };
const sand: Leather = { hex: '#c9ad85', material: 'suede' };

export const BANNERS: Readonly<Record<string, BannerSpec>> = {
  'hero-new': { width: 1600, height: 640, from: GREEN[0], to: GREEN[1], subject: { kind: 'shoe', shape: 'chelsea', leather: sand, pair: true }, at: [1130, 320, 1.35] },
  'hero-budapest': { width: 1600, height: 640, from: LEATHER_DARK[0], to: LEATHER_DARK[1], subject: { kind: 'shoe', shape: 'budapester', leather: cognac, pair: true }, at: [1130, 320, 1.35] },
  'hero-women': { width: 1600, height: 640, from: BLUSH[0], to: BLUSH[1], subject: { kind: 'shoe', shape: 'pump', leather: { hex: '#a12d2f', material: 'patent' }, pair: true }, at: [1130, 310, 1.35] },
  'small-care': { width: 800, height: 600, from: CREAM[0], to: CREAM[1], subject: { kind: 'accessory', art: 'care-set' }, at: [520, 300, 0.9] },
  'small-boots': { width: 800, height: 600, from: '#2f3326', to: '#5d603c', subject: { kind: 'shoe', shape: 'boot', leather: { hex: '#6f3a1f', material: 'grain' } }, at: [500, 300, 1] },
  'small-vouchers': { width: 800, height: 600, from: GREEN[0], to: GREEN[1], subject: { kind: 'voucher' }, at: [500, 300, 1] },
  'product-cordovan': { width: 1200, height: 600, from: '#1c1512', to: '#4a2a1a', subject: { kind: 'shoe', shape: 'oxford', leather: { hex: '#6f3a1f', material: 'cordovan' } }, at: [800, 300, 1.1] },
  'product-sneakers': { width: 1200, height: 600, from: '#e9edf0', to: '#b9c3cb', subject: { kind: 'shoe', shape: 'sneaker', leather: { hex: '#efebe3', material: 'nappa' } }, at: [800, 300, 1.1] },
  'aside-men': { width: 600, height: 800, from: GREEN[0], to: GREEN[1], subject: { kind: 'shoe', shape: 'derby', leather: sand }, at: [300, 520, 0.95] },
  'aside-women': { width: 600, height: 800, from: BLUSH[0], to: BLUSH[1], subject: { kind: 'shoe', shape: 'pump', leather: { hex: '#232d47', material: 'suede' } }, at: [300, 520, 0.95] },
  head: { width: 1600, height: 500, from: LEATHER_DARK[0], to: GREEN[0], subject: { kind: 'shoe', shape: 'oxford', leather: { hex: '#1e1d1f', material: 'calf' }, pair: true }, at: [1180, 250, 1.05] },
  'instagram-1': { width: 600, height: 600, from: '#d9c7ae', to: '#b39472', subject: { kind: 'shoe', shape: 'loafer', leather: { hex: '#5c1b22', material: 'calf' } }, at: [300, 300, 1] },
  'instagram-2': { width: 600, height: 600, from: GREEN[0], to: GREEN[1], subject: { kind: 'shoe', shape: 'budapester', leather: { hex: '#b98552', material: 'calf' } }, at: [300, 300, 1] },
  'instagram-3': { width: 600, height: 600, from: '#dfe3e6', to: '#a9b4bd', subject: { kind: 'shoe', shape: 'sneaker', leather: { hex: '#232d47', material: 'suede' } }, at: [300, 300, 1] },
  'instagram-4': { width: 600, height: 600, from: BLUSH[0], to: BLUSH[1], subject: { kind: 'shoe', shape: 'ankle-boot', leather: { hex: '#8a7a68', material: 'suede' } }, at: [300, 300, 1] },
  'instagram-5': { width: 600, height: 600, from: LEATHER_DARK[0], to: LEATHER_DARK[1], subject: { kind: 'accessory', art: 'shoe-tree', variant: 'cedar' }, at: [300, 300, 1] },
  'instagram-6': { width: 600, height: 600, from: CREAM[0], to: CREAM[1], subject: { kind: 'shoe', shape: 'derby', leather: { hex: '#1e1d1f', material: 'calf' } }, at: [300, 300, 1] },
};

function subjectMarkup(subject: Subject): { defs: string; body: string } {
  if (subject.kind === 'accessory') return { defs: '', body: accessoryMarkup(subject.art, subject.variant) };
  if (subject.kind === 'voucher') {
    return {
      defs: '',
      body: `<g transform="rotate(-8 300 300)"><rect x="130" y="190" width="340" height="210" rx="14" fill="#f4efe6"/><rect x="146" y="206" width="308" height="178" rx="8" fill="none" stroke="#c9a65c" stroke-width="2"/>`
        + '<path d="M250 190V400" stroke="#9c2f2f" stroke-width="18"/><path d="M250 280c-40-40-80-20-60 10 10 14 40 6 60-10zm0 0c40-40 80-20 60 10-10 14-40 6-60-10z" fill="#b33a3a"/>'
        + '<path d="M300 250H420M300 280H400M300 340H360" stroke="#b8a888" stroke-width="6" stroke-linecap="round"/></g>',
    };
  }
  const shoe = placedShoe(subject.shape, subject.leather, 300);
  const body = subject.pair ? `<g id="s" transform="translate(80 -14) scale(.84)">${shoe}</g><use href="#s" transform="translate(-74 96)"/>` : shoe;
  return { defs: shoeDefs(subject.leather), body };
}

export function bannerSvg(spec: BannerSpec): string {
  const { width: w, height: h, at: [cx, cy, scale] } = spec;
  const { defs, body } = subjectMarkup(spec.subject);
  const glow = lighten(spec.to, 0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><defs>`
    + `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>`
    + `<radialGradient id="spot"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`
    + `${ACCESSORY_DEFS}${defs}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`
    + `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(360 * scale)}" ry="${Math.round(300 * scale)}" fill="url(#spot)"/>`
    + `<path d="M${Math.round(w * 0.06)} ${h - 40}H${w - Math.round(w * 0.06)}" stroke="${glow}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="6 6"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${Math.round(280 * scale)}" fill="none" stroke="${glow}" stroke-opacity=".25"/>`
    + `<g transform="translate(${cx - 300 * scale} ${cy - 300 * scale}) scale(${scale})">${body}</g></svg>`;
}
