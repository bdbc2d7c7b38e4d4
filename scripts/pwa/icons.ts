// The app icons drawn from the brand mark (the favicon's 'K' on the ink square, with a cognac welt line), at
// 192 and 512 px, and a maskable one whose mark stays inside the central safe zone (80% circle) of the maskable
// icon specification. Shapes are rounded strokes measured in a 100×100 design space, anti-aliased by 4×4 samples.
import { encodePng } from './png.js';

export interface IconColours {
  background: string;
  mark: string;
  accent: string;
}

type Rgb = [number, number, number];
interface Stroke {
  from: [number, number];
  to: [number, number];
  width: number;
  colour: 'mark' | 'accent';
}

/** The 'K' and the welt line under it, in the 100×100 design space. */
const MARK: readonly Stroke[] = [
  { from: [36, 26], to: [36, 70], width: 9, colour: 'mark' },
  { from: [40, 50], to: [64, 26], width: 8, colour: 'mark' },
  { from: [45, 45], to: [66, 70], width: 8, colour: 'mark' },
  { from: [30, 80], to: [70, 80], width: 3.5, colour: 'accent' },
];

export function parseHexColour(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function distanceToSegment(px: number, py: number, stroke: Stroke): number {
  const [ax, ay] = stroke.from;
  const [bx, by] = stroke.to;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Inside the square with rounded corners (radius r, design units)? Full bleed when r is 0. */
function insideRoundedSquare(x: number, y: number, r: number): boolean {
  if (r === 0) return true;
  const cx = Math.min(Math.max(x, r), 100 - r);
  const cy = Math.min(Math.max(y, r), 100 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

function sampleColour(x: number, y: number, scale: number, radius: number, palette: Record<'background' | 'mark' | 'accent', Rgb>): Rgb | null {
  if (!insideRoundedSquare(x, y, radius)) return null;
  // The maskable icon shrinks the mark towards the centre so that any mask shape keeps it whole.
  const mx = 50 + (x - 50) / scale;
  const my = 50 + (y - 50) / scale;
  for (const stroke of MARK) if (distanceToSegment(mx, my, stroke) <= stroke.width / 2) return palette[stroke.colour];
  return palette.background;
}

const SAMPLES = 4;

/** Draws the icon as a size×size PNG; `maskable` gives a full-bleed square with a smaller mark. */
export function drawIcon(size: number, colours: IconColours, maskable: boolean): Buffer {
  const palette = { background: parseHexColour(colours.background), mark: parseHexColour(colours.mark), accent: parseHexColour(colours.accent) };
  const scale = maskable ? 0.78 : 1;
  const radius = maskable ? 0 : 18;
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = sampleColour(((px + (sx + 0.5) / SAMPLES) * 100) / size, ((py + (sy + 0.5) / SAMPLES) * 100) / size, scale, radius, palette);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const at = (py * size + px) * 4;
      const covered = sum[3];
      if (covered === 0) continue;
      rgba[at] = Math.round(sum[0] / covered);
      rgba[at + 1] = Math.round(sum[1] / covered);
      rgba[at + 2] = Math.round(sum[2] / covered);
      rgba[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return encodePng(size, size, rgba);
}
