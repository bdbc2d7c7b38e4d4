// Side views of the shoe silhouettes, toe to the left, standing on y = 370 in a 600 × 600 drawing. Each shape is
// markup that uses the gradient ids of shoe-svg.ts (#u upper, #hl highlight) and the tones it is given, so one
// geometry serves every colour. Perforations are round-capped zero-length dashes, which keeps the files small.
import type { ShoeShape } from '../catalogue/attribute-options.js';

export interface Tones {
  seam: string;
  stitch: string;
  sole: string;
  heel: string;
  lining: string;
  lace: string;
  /** Opacity of the shine: high for calf and patent, low for suede. */
  shine: number;
}

const TOE = 'M62 352C56 336 70 322 100 318';
const BOTTOM = 'L430 358C340 366 200 366 120 362C88 360 68 358 62 352Z';
const HEEL_BACK = 'C518 252 526 280 526 304C526 330 520 348 512 356';

const seams = (t: Tones, d: string[]) => `<g fill="none" stroke="${t.seam}" stroke-width="2" stroke-opacity=".75">${d.map((x) => `<path d="${x}"/>`).join('')}</g>`;
const stitches = (t: Tones, d: string[]) => `<g fill="none" stroke="${t.stitch}" stroke-width="1.3" stroke-dasharray="4 3">${d.map((x) => `<path d="${x}"/>`).join('')}</g>`;
const brogue = (t: Tones, d: string[]) => `<g fill="none" stroke="${t.seam}" stroke-width="3.2" stroke-linecap="round" stroke-dasharray="0 7">${d.map((x) => `<path d="${x}"/>`).join('')}</g>`;
const upper = (d: string) => `<path d="${d}" fill="url(#u)" stroke="url(#e)" stroke-width="1.2"/>`;
const shine = (t: Tones, d: string, width = 8) => `<path d="${d}" fill="none" stroke="url(#hl)" stroke-width="${width}" stroke-linecap="round" opacity="${t.shine}"/>`;

/** Leather sole with a stacked heel; `thick` adds the double sole of Budapesters and boots. */
function leatherSole(t: Tones, thick = 0): string {
  const b = 370 + thick;
  return `<path d="M56 350C56 364 90 ${b - 2} 150 ${b}C250 ${b + 1} 340 ${b - 6} 432 ${b - 12}L432 350L60 344Z" fill="${t.sole}"/>`
    + `<path d="M428 352L516 350L512 ${b}L434 ${b}Z" fill="${t.heel}"/><path d="M431 ${b - 12}H514M432 ${b - 6}H513" stroke="${t.sole}" stroke-width="1.5"/>`
    + stitches(t, [`M64 356C80 ${b - 6} 120 ${b - 4} 160 ${b - 4}C260 ${b - 3} 340 ${b - 9} 428 ${b - 15}`]);
}

function collar(t: Tones, d: string): string {
  return `<path d="${d}" fill="${t.lining}"/>`;
}

const OXFORD_UPPER = `${TOE}C150 312 200 300 246 278C266 268 280 258 294 250C310 246 330 246 344 250C380 262 420 266 456 258C480 252 498 246 508 246${HEEL_BACK}${BOTTOM}`;
const OXFORD_COLLAR = 'M344 250C380 262 420 266 456 258C480 252 498 246 508 246L510 253C480 258 450 270 400 270C372 269 354 262 344 250Z';

function laces(t: Tones, points: readonly (readonly [number, number])[]): string {
  return `<path d="${points.map(([x, y]) => `M${x} ${y}l13 9`).join('')}" stroke="${t.lace}" stroke-width="3.5" stroke-linecap="round"/>`;
}

function oxford(t: Tones): string {
  return leatherSole(t) + upper(OXFORD_UPPER) + collar(t, OXFORD_COLLAR)
    + seams(t, ['M152 311C160 328 160 346 152 362', 'M290 254C298 290 316 326 326 363', 'M524 294C490 298 470 322 466 357'])
    + stitches(t, ['M160 309C168 328 168 346 160 362', 'M281 258C289 292 305 326 315 363', 'M525 303C496 306 478 326 475 357'])
    + laces(t, [[296, 246], [308, 243], [320, 242], [332, 243]])
    + shine(t, 'M84 330C120 320 180 308 226 290') + shine(t, 'M360 264C400 272 450 266 490 254', 4);
}

function derby(t: Tones): string {
  return leatherSole(t) + upper(OXFORD_UPPER) + collar(t, OXFORD_COLLAR)
    + `<path d="M284 254C290 240 300 236 312 238L300 252Z" fill="${t.seam}" opacity=".8"/>`
    + seams(t, ['M286 256C320 262 350 270 352 290C354 318 336 340 330 363', 'M524 294C490 298 470 322 466 357'])
    + stitches(t, ['M294 264C324 268 342 276 343 292C344 316 328 338 322 363', 'M525 303C496 306 478 326 475 357'])
    + laces(t, [[298, 245], [312, 244], [326, 246]])
    + shine(t, 'M84 330C120 320 180 308 226 290') + shine(t, 'M372 268C410 274 452 266 490 254', 4);
}

const BUDAPESTER_UPPER = `M60 352C48 330 62 302 106 300C160 298 206 292 246 276C266 268 280 258 294 250C310 246 330 246 344 250C380 262 420 266 456 258C480 252 498 246 508 246${HEEL_BACK}${BOTTOM}`;

function budapester(t: Tones): string {
  return leatherSole(t, 6) + upper(BUDAPESTER_UPPER) + collar(t, OXFORD_COLLAR)
    + `<path d="M284 254C290 240 300 236 312 238L300 252Z" fill="${t.seam}" opacity=".8"/>`
    + seams(t, ['M176 297C186 330 230 352 310 362', 'M286 256C320 262 350 270 352 290C354 318 336 340 330 363', 'M524 294C490 298 470 322 466 357'])
    + brogue(t, ['M184 297C194 326 234 346 310 356', 'M294 262C324 268 342 276 343 292C344 316 328 338 322 360', 'M522 303C494 306 476 326 474 356', 'M92 318l4 6m8-9l2 7m9-6l-1 7m10-4l-3 6'])
    + laces(t, [[298, 245], [312, 244], [326, 246]])
    + shine(t, 'M80 314C110 306 150 302 190 298', 9) + shine(t, 'M372 268C410 274 452 266 490 254', 4);
}

function loafer(t: Tones): string {
  const body = `${TOE}C150 312 196 300 236 284C256 276 276 270 300 268C340 274 390 290 440 286C470 282 495 276 508 276C518 284 526 306 524 326C522 342 518 352 512 356${BOTTOM}`;
  return leatherSole(t) + upper(body)
    + collar(t, 'M300 268C340 274 390 290 440 286C470 282 495 276 508 276L509 283C480 290 440 298 400 296C360 292 320 280 300 268Z')
    + `<path d="M246 282L312 272L324 300L260 312Z" fill="${t.seam}" opacity=".35"/><path d="M270 292l34-5" stroke="${t.seam}" stroke-width="5" stroke-linecap="round"/>`
    + seams(t, ['M120 316C170 312 214 298 248 282', 'M246 282L260 312', 'M312 272L324 300'])
    + stitches(t, ['M122 322C172 318 216 304 250 288', 'M524 318C498 322 482 336 478 357'])
    + shine(t, 'M84 330C120 320 170 310 212 298');
}

const BOOT_UPPER = `${TOE}C170 308 240 294 296 270C326 256 340 236 344 206C346 180 348 150 360 134C400 128 470 128 506 132C508 170 504 210 508 240C514 270 528 300 526 326C524 342 518 352 512 356${BOTTOM}`;

function boot(t: Tones): string {
  const hooks: [number, number][] = [[300, 262], [318, 250], [330, 234], [336, 214], [339, 194], [341, 174], [344, 154]];
  return leatherSole(t, 8) + `<path d="M504 134C508 120 516 114 520 118L512 150Z" fill="${t.seam}"/>` + upper(BOOT_UPPER)
    + collar(t, 'M360 134C400 128 470 128 506 132L506 139C470 136 400 136 362 141Z')
    + seams(t, ['M152 311C160 328 160 346 152 362', 'M370 140C366 200 362 240 320 272C300 300 306 340 322 363', 'M508 250C480 262 466 300 466 357'])
    + stitches(t, ['M160 309C168 328 168 346 160 362', 'M380 142C376 204 372 246 330 278C312 304 316 340 330 363', 'M510 260C486 270 476 304 476 357'])
    + laces(t, hooks)
    + shine(t, 'M84 330C120 320 180 306 226 290') + shine(t, 'M470 146C476 190 476 220 490 250', 5);
}

const CHELSEA_UPPER = `${TOE}C170 308 240 294 296 270C326 256 340 236 344 206C346 186 348 160 360 148C400 142 470 142 506 146C508 180 504 214 508 240C514 270 528 300 526 326C524 342 518 352 512 356${BOTTOM}`;

function chelsea(t: Tones): string {
  const ribs = Array.from({ length: 6 }, (_, i) => `M${420 + i * 9} ${150 + i * 2}V${248 - Math.abs(i - 2.5) * 8}`).join('');
  return leatherSole(t, 4) + `<path d="M500 148C504 126 514 120 520 124L512 160Z" fill="${t.seam}"/>` + upper(CHELSEA_UPPER)
    + collar(t, 'M360 148C400 142 470 142 506 146L506 153C470 150 400 150 362 155Z')
    + `<path d="M414 152C420 210 440 250 448 256C456 250 470 210 478 153Z" fill="${t.seam}" opacity=".85"/><path d="${ribs}" stroke="#000" stroke-opacity=".35" stroke-width="1.5"/>`
    + stitches(t, ['M406 152C412 214 434 256 448 264C462 256 482 214 488 152', 'M510 260C486 270 476 304 476 357'])
    + shine(t, 'M84 330C120 320 180 306 226 290') + shine(t, 'M310 262C330 246 338 220 340 190', 5);
}

function sneaker(t: Tones): string {
  const body = 'M66 346C54 318 76 296 112 292C162 288 212 280 250 262C270 256 286 244 300 236C330 240 360 252 400 252C440 252 470 238 496 236C516 238 528 262 528 290C528 310 524 324 520 330L66 346Z';
  return upper(body)
    + collar(t, 'M300 236C330 240 360 252 400 252C440 252 470 238 496 236L498 245C470 250 440 262 400 262C360 262 326 250 300 236Z')
    + seams(t, ['M150 302C156 318 156 330 150 340', 'M262 262C300 280 330 310 334 336', 'M520 280C490 280 470 300 462 332'])
    + stitches(t, ['M158 300C164 316 164 330 158 340', 'M254 268C290 286 318 312 322 337', 'M404 262C440 262 470 250 496 246'])
    + laces(t, [[266, 252], [280, 244], [294, 238], [308, 236]])
    + '<path d="M56 338C54 356 70 370 100 370L508 370C526 370 534 354 530 326L520 324C400 334 200 340 60 334Z" fill="#f4f1ea" stroke="#bdb5a7" stroke-width="1.5"/>'
    + '<path d="M57 348C120 352 400 346 531 338" fill="none" stroke="#d3ccbf" stroke-width="2"/><path d="M64 364C70 368 84 370 100 370H508C518 370 526 366 529 360Z" fill="#8f877b"/>'
    + shine(t, 'M90 316C130 306 180 298 220 284', 7);
}

function pump(t: Tones): string {
  const body = 'M52 364C44 350 64 332 100 328C160 318 212 310 250 300C310 322 420 286 494 230C508 232 516 252 512 272C508 284 502 290 492 292C430 300 330 338 240 362C180 374 96 372 52 364Z';
  return `<path d="M466 292C478 316 486 346 488 370H498C498 346 502 316 512 272Z" fill="${t.heel}"/><path d="M486 366H500" stroke="#111" stroke-width="5"/>`
    + `<path d="M48 362C64 374 160 378 240 370C330 346 430 306 494 298L492 292C430 300 330 338 240 362C180 372 96 370 50 360Z" fill="${t.sole}"/>`
    + upper(body)
    + collar(t, 'M250 300C310 322 420 286 494 230L497 238C420 294 318 330 258 310Z')
    + stitches(t, ['M510 258C494 262 484 276 484 292'])
    + shine(t, 'M80 340C130 330 180 320 230 310', 7) + shine(t, 'M300 314C380 302 440 272 484 244', 4);
}

function ankleBoot(t: Tones): string {
  const body = 'M56 362C48 346 68 330 104 326C176 314 250 300 300 276C330 262 342 240 346 210C348 186 348 160 352 146C400 140 460 140 498 144C500 190 498 230 502 260C506 290 508 306 504 318C500 322 494 324 486 324C420 330 320 354 230 366C170 372 90 370 58 362Z';
  return `<path d="M442 322L504 320L500 370H452Z" fill="${t.heel}"/><path d="M446 340H502M448 356H501" stroke="${t.sole}" stroke-width="1.5"/>`
    + `<path d="M54 360C70 372 160 374 232 370C320 358 400 334 446 330L446 322C400 330 320 352 230 364C170 369 90 368 56 358Z" fill="${t.sole}"/>`
    + upper(body)
    + collar(t, 'M352 146C400 140 460 140 498 144L498 151C460 148 400 148 354 153Z')
    + `<path d="M470 150V300" stroke="${t.seam}" stroke-width="3"/><path d="M470 150V300" stroke="${t.stitch}" stroke-width="4" stroke-dasharray="1 3"/><circle cx="470" cy="156" r="4" fill="#c9a46a"/>`
    + seams(t, ['M140 334C150 344 152 356 148 366'])
    + stitches(t, ['M148 332C158 344 160 356 156 366'])
    + shine(t, 'M86 346C140 334 200 322 250 300', 7) + shine(t, 'M312 266C332 250 340 226 342 196', 5);
}

export const SHOE_SHAPES: Readonly<Record<ShoeShape, (tones: Tones) => string>> = {
  oxford, derby, budapester, loafer, boot, chelsea, sneaker, pump, 'ankle-boot': ankleBoot,
};
