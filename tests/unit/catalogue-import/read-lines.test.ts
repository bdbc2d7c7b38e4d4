// The import's line reader: lines found in the bytes and decoded one by one, across chunk boundaries (1 MiB chunks),
// whatever the line ends (LF, CRLF, none at the end of the file), with their numbers and the bytes read so far.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLines } from '../../../server/catalogue-import/read-lines.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-lines-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function linesOf(content: string | Buffer) {
  const file = path.join(dir, `f-${Math.random().toString(36).slice(2)}.ndjson`);
  fs.writeFileSync(file, content);
  const out: { text: string; line: number; bytes: number }[] = [];
  for await (const item of readLines(file)) out.push(item);
  return out;
}

describe('readLines', () => {
  it('gives each line with its number and the bytes up to its end, LF and CRLF alike, and a last line without an end', async () => {
    const lines = await linesOf('{"a":1}\r\n\n{"ü":"€"}\nlast');
    expect(lines.map((l) => l.text)).toEqual(['{"a":1}', '', '{"ü":"€"}', 'last']);
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4]);
    expect(lines.map((l) => l.bytes)).toEqual([9, 10, 10 + Buffer.byteLength('{"ü":"€"}\n'), Buffer.byteLength('{"a":1}\r\n\n{"ü":"€"}\nlast')]);
  });

  it('joins a line across chunks, with a multi-byte character cut by the chunk boundary, and a line longer than two chunks', async () => {
    const chunk = 1024 * 1024;
    const first = `${'a'.repeat(chunk - 1)}ü€b`; // ü's two bytes straddle the first boundary
    const long = 'x'.repeat(2 * chunk + 17);
    const lines = await linesOf(`${first}\n${long}\nend\n`);
    expect(lines.map((l) => l.text)).toEqual([first, long, 'end']);
    expect(lines.at(-1)!.bytes).toBe(Buffer.byteLength(`${first}\n${long}\nend\n`));
  });

  it('reads an empty file as no lines', async () => {
    expect(await linesOf('')).toEqual([]);
  });
});
