// Streams a bulk file line by line (never the whole file in memory), after refusing one beyond the size limit: a
// catalogue of 10,000 models in three store views is about 0.6 GB, so the default limit of 1 GiB leaves room and
// refuses e.g. a 2 GB file with a clear message before reading it (CATALOG_IMPORT_MAX_BYTES raises it).
import fs from 'node:fs';
import readline from 'node:readline';

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

/** The file's lines with their 1-based numbers and the bytes read so far. */
export async function* readLines(file: string): AsyncGenerator<{ text: string; line: number; bytes: number }> {
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 });
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  let bytes = 0;
  for await (const text of lines) {
    line += 1;
    bytes += Buffer.byteLength(text) + 1;
    yield { text, line, bytes };
  }
}
