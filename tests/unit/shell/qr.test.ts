import { describe, expect, it } from 'vitest';
import {
  byteCapacity,
  dataCodewords,
  encodeQr,
  formatBits,
  qrSvgPath,
  reedSolomon,
  totalCodewords,
} from '../../../client/components/ui/qr.js';
import { QR_REFERENCE } from './qr-reference.js';

const asRows = (modules: boolean[][]) => modules.map((row) => row.map((d) => (d ? '1' : '0')).join(''));

describe('QR encoder (chat QR modal, spec 01 §1 footer)', () => {
  it('knows the codeword counts and level-M byte capacities of versions 1–6', () => {
    expect([1, 2, 3, 4, 5, 6].map(totalCodewords)).toEqual([26, 44, 70, 100, 134, 172]);
    expect([1, 2, 3, 4, 5, 6].map(dataCodewords)).toEqual([16, 28, 44, 64, 86, 108]);
    expect([1, 2, 3, 4, 5, 6].map(byteCapacity)).toEqual([14, 26, 42, 62, 84, 106]);
  });

  it('computes Reed–Solomon codewords of the published 1-M "HELLO WORLD" example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes the standard format bits for level M', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(5).toString(2).padStart(15, '0')).toBe('100000011001110');
  });

  it('picks the smallest version that holds the bytes, and refuses more than version 6 holds', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    expect(encodeQr('x'.repeat(106)).version).toBe(6);
    expect(encodeQr('x'.repeat(106)).size).toBe(41);
    expect(() => encodeQr('x'.repeat(107))).toThrow(RangeError);
  });

  for (const ref of QR_REFERENCE) {
    it(`matches an independent encoder module for module: "${ref.text}" (v${ref.version}, mask ${ref.mask})`, () => {
      const code = encodeQr(ref.text, { mask: ref.mask });
      expect(code.version).toBe(ref.version);
      expect(asRows(code.modules)).toEqual(ref.rows);
    });
  }

  it('draws finder patterns in three corners whatever the mask', () => {
    const code = encodeQr('https://wa.me/497221123456');
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const rows = asRows(code.modules);
    const last = code.size - 7;
    expect(rows.slice(0, 7).map((r) => r.slice(0, 7))).toEqual(finder);
    expect(rows.slice(0, 7).map((r) => r.slice(last))).toEqual(finder);
    expect(rows.slice(last).map((r) => r.slice(0, 7))).toEqual(finder);
  });

  it('renders dark modules as an SVG path offset by the quiet zone', () => {
    const code = encodeQr('Kranich');
    const path = qrSvgPath(code);
    const dark = code.modules.flat().filter(Boolean).length;
    expect(path.match(/M/g)?.length).toBe(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
