// The build's PNG writer and app icons (issue 6 §1): valid PNG files (signature, chunk CRCs, pixels that inflate
// back to what was drawn), icons of the asked size, the maskable one full-bleed.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, parseHexColour } from '../../../scripts/pwa/icons.js';
import { crc32, encodePng } from '../../../scripts/pwa/png.js';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.push({ type, data, crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** A reader of the RGBA pixels of a PNG this writer made (filter type 0 on every row). */
function pixels(png: Buffer): (x: number, y: number) => number[] {
  const chunks = readChunks(png);
  const width = chunks[0].data.readUInt32BE(0);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  return (x, y) => {
    const at = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(at, at + 4)];
  };
}

describe('encodePng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('writes signature, IHDR (RGBA, 8 bit), IDAT and IEND with correct CRCs, and the pixels inflate back', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4]);
    const png = encodePng(2, 2, rgba);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
    expect(chunks[0].data.readUInt32BE(0)).toBe(2);
    expect(chunks[0].data.readUInt32BE(4)).toBe(2);
    expect([chunks[0].data[8], chunks[0].data[9]]).toEqual([8, 6]);
    const pixel = pixels(png);
    expect(pixel(1, 0)).toEqual([0, 255, 0, 128]);
    expect(pixel(1, 1)).toEqual([1, 2, 3, 4]);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(/expected 16 bytes/);
  });
});

describe('drawIcon', () => {
  const colours = { background: '#1f2a24', mark: '#f7f4ef', accent: '#d9a77c' };

  it('draws the brand mark at the asked size on the ink colour, with rounded (transparent) corners', () => {
    const png = drawIcon(192, colours, false);
    const pixel = pixels(png);
    const header = readChunks(png)[0].data;
    expect(header.readUInt32BE(0)).toBe(192);
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(96, 8)).toEqual([...parseHexColour('#1f2a24'), 255]);
    // The K's stem (x≈36%, y≈48%) is in the mark colour.
    expect(pixel(Math.round(0.36 * 192), Math.round(0.48 * 192))).toEqual([...parseHexColour('#f7f4ef'), 255]);
  });

  it('the maskable icon is full-bleed (opaque corners) with the mark inside the safe zone', () => {
    const pixel = pixels(drawIcon(512, colours, true));
    expect(pixel(0, 0)).toEqual([...parseHexColour('#1f2a24'), 255]);
    const markPixels: number[][] = [];
    for (let y = 0; y < 512; y += 8) for (let x = 0; x < 512; x += 8) if (pixel(x, y)[0] > 200) markPixels.push([x, y]);
    expect(markPixels.length).toBeGreaterThan(0);
    // Every mark pixel lies in the central circle of 40% radius (the maskable safe zone).
    for (const [x, y] of markPixels) expect(Math.hypot(x - 256, y - 256)).toBeLessThanOrEqual(0.4 * 512);
  });

  it('reads short and long hex colours', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('#1f2a24')).toEqual([31, 42, 36]);
  });
});
