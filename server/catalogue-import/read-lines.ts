// Streams a bulk file line by line (never the whole file in memory), after refusing one beyond the size limit: a
// catalogue of 10,000 models in three store views is about 0.6 GB, so the default limit of 1 GiB leaves room and
// refuses e.g. a 2 GB file with a clear message before reading it (CATALOG_IMPORT_MAX_BYTES raises it).
import fs from 'node:fs';

export const DEFAULT_MAX_IMPORT_BYTES = 1024 * 1024 * 1024;

export class ImportFileError extends Error {}

export function maxImportBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOG_IMPORT_MAX_BYTES;
  if (raw === undefined || raw === '') return DEFAULT_MAX_IMPORT_BYTES;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new ImportFileError(`CATALOG_IMPORT_MAX_BYTES must be a positive number of bytes, not "${raw}"`);
  return value;
}

/** Size check; throws ImportFileError naming the file, its size and the limit. */
export function checkImportFile(file: string, limit: number): number {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch (error) {
    throw new ImportFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (size > limit) {
    throw new ImportFileError(`${file} is ${formatBytes(size)}, more than the import's limit of ${formatBytes(limit)}; nothing was imported (split the file, or raise CATALOG_IMPORT_MAX_BYTES)`);
  }
  return size;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${bytes} bytes`;
}

/** Bytes read per chunk: a chunk holds many lines, and a line longer than a chunk is joined from several. */
const CHUNK_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The file's lines (ended by \n or \r\n; a last line without an end counts) with their 1-based numbers and the bytes
 * read up to the end of each. Lines are found in the bytes and each is decoded on its own: readline over a decoded
 * stream spent a third of a 10,000-model import decoding megabyte chunks into strings (two bytes per character
 * once one character is beyond Latin-1) and joining and splitting them again.
 */
export async function* readLines(file: string): AsyncGenerator<{ text: string; line: number; bytes: number }> {
  const stream = fs.createReadStream(file, { highWaterMark: CHUNK_BYTES });
  let line = 0;
  let bytes = 0;
  /** The start of a line that the previous chunks did not end. */
  let pending: Buffer[] = [];
  const lineOf = (buffer: Buffer, start: number, end: number): string => {
    const last = end > start && buffer[end - 1] === CARRIAGE_RETURN ? end - 1 : end;
    return buffer.toString('utf8', start, last);
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      // A line the previous chunks began is joined with its end here; its bytes are the joined ones and the \n.
      const whole = pending.length > 0 ? Buffer.concat([...pending, chunk.subarray(start, end)]) : chunk.subarray(start, end);
      pending = [];
      const text = lineOf(whole, 0, whole.length);
      line += 1;
      bytes += whole.length + 1;
      yield { text, line, bytes };
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) {
    const joined = Buffer.concat(pending);
    line += 1;
    bytes += joined.length;
    yield { text: lineOf(joined, 0, joined.length), line, bytes };
  }
}
