// QR Code module placement: function patterns, format bits, the zigzag data path, masks and the penalty score
// that picks the mask (ISO/IEC 18004 §7.7–7.9). Level M only, versions 1–6 (no version-information blocks).

export interface QrCode {
  version: number;
  /** Modules per side: 17 + 4 × version. */
  size: number;
  mask: number;
  /** modules[y][x], true = dark. */
  modules: boolean[][];
}

const LEVEL_M_BITS = 0b00;

/** The 15 format bits for level M and a mask (BCH(15,5) with 0x537, then XOR 0x5412). */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly modules: boolean[][];
  readonly isFunction: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  setFunction(x: number, y: number, dark: boolean): void {
    this.modules[y][x] = dark;
    this.isFunction[y][x] = true;
  }
}

function drawFinder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      if (x >= 0 && x < grid.size && y >= 0 && y < grid.size) grid.setFunction(x, y, distance !== 2 && distance !== 4);
    }
  }
}

function drawAlignment(grid: Grid, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) grid.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
}

function drawFormat(grid: Grid, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const last = grid.size - 1;
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(i));
  grid.setFunction(8, 7, bit(6));
  grid.setFunction(8, 8, bit(7));
  grid.setFunction(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.setFunction(last - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.setFunction(8, grid.size - 15 + i, bit(i));
  grid.setFunction(8, grid.size - 8, true); // the dark module
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  for (let i = 0; i < grid.size; i++) {
    grid.setFunction(6, i, i % 2 === 0);
    grid.setFunction(i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, grid.size - 4, 3);
  drawFinder(grid, 3, grid.size - 4);
  // Versions 2–6 have one alignment pattern: the others would overlap the finders.
  if (version >= 2) drawAlignment(grid, grid.size - 7, grid.size - 7);
  drawFormat(grid, 0); // reserves the format areas; redrawn with the chosen mask
}

function drawCodewords(grid: Grid, codewords: readonly number[]): void {
  let i = 0;
  for (let right = grid.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // skip the vertical timing column
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < grid.size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = upward ? grid.size - 1 - vert : vert;
        if (grid.isFunction[y][x] || i >= codewords.length * 8) continue;
        grid.modules[y][x] = ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
    }
  }
}

function applyMask(grid: Grid, mask: number): void {
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      if (!grid.isFunction[y][x] && MASKS[mask](x, y)) grid.modules[y][x] = !grid.modules[y][x];
    }
  }
}

function linePenalty(line: readonly boolean[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) run++;
    else {
      if (run >= 5) score += 3 + (run - 5);
      run = 1;
    }
  }
  // Finder-like 1:1:3:1:1 with four light modules on one side.
  const text = line.map((d) => (d ? '1' : '0')).join('');
  for (const pattern of ['10111010000', '00001011101']) {
    for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) score += 40;
  }
  return score;
}

/** The mask penalty of ISO/IEC 18004 §7.8.3 (rules 1–4). */
export function penalty(modules: readonly boolean[][]): number {
  const size = modules.length;
  let score = 0;
  for (let y = 0; y < size; y++) score += linePenalty(modules[y]);
  for (let x = 0; x < size; x++) score += linePenalty(modules.map((row) => row[x]));
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules[y][x]) dark++;
      const c = modules[y][x];
      if (x + 1 < size && y + 1 < size && c === modules[y][x + 1] && c === modules[y + 1][x] && c === modules[y + 1][x + 1]) score += 3;
    }
  }
  const total = size * size;
  const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
  return score + Math.max(0, k) * 10;
}

/** Places codewords, then applies the given mask or the one with the lowest penalty. */
export function buildMatrix(version: number, codewords: readonly number[], fixedMask?: number): QrCode {
  const size = 17 + 4 * version;
  const candidates = fixedMask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [fixedMask];
  let best: QrCode | null = null;
  let bestScore = Infinity;
  for (const mask of candidates) {
    const grid = new Grid(size);
    drawFunctionPatterns(grid, version);
    drawCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormat(grid, mask);
    const score = penalty(grid.modules);
    if (score < bestScore) {
      bestScore = score;
      best = { version, size, mask, modules: grid.modules };
    }
  }
  return best as QrCode;
}
