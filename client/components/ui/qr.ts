// A compact QR Code encoder (ISO/IEC 18004) for the footer's chat QR modal: byte mode, error correction
// level M, versions 1–6 (up to 106 bytes, plenty for a chat URL). Written here rather than added as a package
// because this task may not install packages and the job is small. The structure follows Project Nayuki's
// well-known reference implementation; the tests compare it with python-qrcode's module matrices.

import { buildMatrix, type QrCode } from './qr-matrix.js';

export { buildMatrix, formatBits, penalty, type QrCode } from './qr-matrix.js';

/** Level M per version 1–6: error-correction codewords per block and the number of blocks (all equal). */
const LEVEL_M_BLOCKS: Record<number, { ecPerBlock: number; blocks: number }> = {
  1: { ecPerBlock: 10, blocks: 1 },
  2: { ecPerBlock: 16, blocks: 1 },
  3: { ecPerBlock: 26, blocks: 1 },
  4: { ecPerBlock: 18, blocks: 2 },
  5: { ecPerBlock: 24, blocks: 2 },
  6: { ecPerBlock: 16, blocks: 4 },
};
export const QR_MAX_VERSION = 6;

export function totalCodewords(version: number): number {
  const size = 17 + 4 * version;
  // All modules minus finders+separators+format (3×64+31), timing, alignment and the dark module.
  const alignment = version >= 2 ? 25 : 0;
  return Math.floor((size * size - 192 - 31 - 2 * (size - 16) - alignment) / 8);
}

export function dataCodewords(version: number): number {
  const { ecPerBlock, blocks } = LEVEL_M_BLOCKS[version];
  return totalCodewords(version) - ecPerBlock * blocks;
}

/** Byte-mode capacity at level M: 4 mode bits and an 8-bit count precede the data (versions 1–9). */
export function byteCapacity(version: number): number {
  return Math.floor((dataCodewords(version) * 8 - 12) / 8);
}

// ---- Reed–Solomon over GF(256) with the polynomial 0x11D ----

export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error-correction codewords of one block. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i] ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

// ---- Codewords ----

/** Mode, count, data, terminator and padding as data codewords of the version. */
export function encodeDataCodewords(bytes: Uint8Array, version: number): number[] {
  const capacityBits = dataCodewords(version) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  bytes.forEach((b) => push(b, 8));
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits into blocks, adds error correction and interleaves (all level-M blocks of v1–6 are equal). */
export function interleave(data: readonly number[], version: number): number[] {
  const { ecPerBlock, blocks } = LEVEL_M_BLOCKS[version];
  const perBlock = data.length / blocks;
  const dataBlocks = Array.from({ length: blocks }, (_, b) => data.slice(b * perBlock, (b + 1) * perBlock));
  const ecBlocks = dataBlocks.map((block) => reedSolomon(block, ecPerBlock));
  const out: number[] = [];
  for (let i = 0; i < perBlock; i++) dataBlocks.forEach((block) => out.push(block[i]));
  for (let i = 0; i < ecPerBlock; i++) ecBlocks.forEach((block) => out.push(block[i]));
  return out;
}


/** Encodes text (UTF-8, byte mode, level M) in the smallest version that fits; mask chosen by penalty. */
export function encodeQr(text: string, options: { mask?: number } = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= QR_MAX_VERSION && byteCapacity(version) < bytes.length) version++;
  if (version > QR_MAX_VERSION) throw new RangeError(`QR text too long: ${bytes.length} bytes`);
  const codewords = interleave(encodeDataCodewords(bytes, version), version);
  return buildMatrix(version, codewords, options.mask);
}

/** An SVG path drawing every dark module as a 1×1 square, offset by the quiet zone. */
export function qrSvgPath(code: QrCode, quietZone = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
