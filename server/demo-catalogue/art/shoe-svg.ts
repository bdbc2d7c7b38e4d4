// Product pictures of the shoes: one shape in one leather colour, as a side view or as a pair, on a light studio
// background with a soft floor shadow. Output is deterministic and a few kilobytes per file.
import type { Material, ShoeShape } from '../catalogue/attribute-options.js';
import { darken, lighten, luminance, mix } from './colour.js';
import { SHOE_SHAPES, type Tones } from './shoe-shapes.js';
import type { ProductView } from './image-paths.js';

export interface Leather {
  hex: string;
  material: Material;
}

const SUEDE_LIKE: ReadonlySet<Material> = new Set(['suede']);

function tonesOf(leather: Leather, shape: ShoeShape): Tones {
  const { hex } = leather;
  const light = luminance(hex) > 0.6;
  const suede = SUEDE_LIKE.has(leather.material);
  return {
    seam: darken(hex, light ? 0.3 : 0.45),
    stitch: light ? darken(hex, 0.35) : lighten(hex, 0.55),
    sole: shape === 'sneaker' ? '#efebe3' : '#2d2019',
    heel: shape === 'pump' ? darken(hex, 0.2) : '#3b2b20',
    lining: '#dccab0',
    lace: light ? '#d9d3c7' : '#1b140f',
    shine: suede ? 0.18 : leather.material === 'patent' ? 0.95 : 0.6,
  };
}

/** Gradients of the upper and its shine, plus the studio background and shadow. */
export function shoeDefs(leather: Leather, prefix = ''): string {
  const { hex } = leather;
  const suede = SUEDE_LIKE.has(leather.material);
  const top = lighten(hex, suede ? 0.12 : 0.22);
  const bottom = darken(hex, suede ? 0.25 : 0.38);
  return `<linearGradient id="${prefix}u" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${hex}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
    + `<linearGradient id="${prefix}e"><stop stop-color="${darken(hex, 0.4)}"/></linearGradient>`
    + `<linearGradient id="${prefix}hl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
}

/** The shoe's markup (gradient ids #u and #hl must be defined), toe left, standing on y = 370. */
export function shoeMarkup(shape: ShoeShape, leather: Leather): string {
  return SHOE_SHAPES[shape](tonesOf(leather, shape));
}

const STUDIO = '<radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#faf8f4"/><stop offset="1" stop-color="#e7e1d8"/></radialGradient>'
  + '<radialGradient id="sh"><stop offset="0" stop-color="#2a1d12" stop-opacity=".3"/><stop offset="1" stop-color="#2a1d12" stop-opacity="0"/></radialGradient>';

/** Low shoes are drawn long and flat; a vertical stretch gives them a fuller, more natural volume. */
const STRETCH: Readonly<Record<ShoeShape, number>> = {
  oxford: 1.2, derby: 1.2, budapester: 1.18, loafer: 1.2, sneaker: 1.15, pump: 1.05, boot: 1, chelsea: 1, 'ankle-boot': 1,
};
/** Highest point of each drawing before stretching, to centre it in the frame. */
const TOP: Readonly<Record<ShoeShape, number>> = {
  oxford: 246, derby: 238, budapester: 238, loafer: 268, sneaker: 236, pump: 230, boot: 114, chelsea: 120, 'ankle-boot': 140,
};

/** Stretches the shoe about its floor line and moves its middle to y = `centre`. */
export function placedShoe(shape: ShoeShape, leather: Leather, centre: number): string {
  const k = STRETCH[shape];
  const top = 370 - (370 - TOP[shape]) * k;
  const dy = centre - (top + 370) / 2;
  return `<g transform="translate(7 ${(dy + 370 * (1 - k)).toFixed(1)}) scale(1 ${k})">`
    + `<ellipse cx="294" cy="371" rx="250" ry="12" fill="url(#sh)"/>${shoeMarkup(shape, leather)}</g>`;
}

export function productShoeSvg(shape: ShoeShape, leather: Leather, view: ProductView): string {
  const body = view === 'side'
    ? placedShoe(shape, leather, 310)
    : `<g id="s" transform="translate(78 -10) scale(.84)">${placedShoe(shape, leather, 300)}</g>`
      + `<rect width="600" height="600" fill="${mix('#e7e1d8', '#faf8f4', 0.4)}" opacity=".2"/>`
      + '<use href="#s" transform="translate(-70 92)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><defs>${STUDIO}${shoeDefs(leather)}</defs>`
    + `<rect width="600" height="600" fill="url(#bg)"/>${body}</svg>`;
}
