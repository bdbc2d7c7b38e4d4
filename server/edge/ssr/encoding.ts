// Content negotiation for the pages this plugin compresses itself (streamed and cached HTML) and the
// precompressed assets: brotli when the browser takes it, else gzip, else the bytes as they are.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Parses Accept-Encoding with q-values ('gzip;q=0' refuses gzip; '*' accepts what is not named). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Brotli quality for HTML compressed as it is sent (streamed or whole, not kept): fast, as @fastify/compress's default. */
export const STREAM_BROTLI_QUALITY = 4;
const STREAM_GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A whole page nobody keeps, compressed at the streaming qualities. */
export function compressWhole(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: STREAM_GZIP_LEVEL });
  return brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** A compressor for a streamed page, and how to push out what it holds at the end of each React flush. */
export function createStreamCompressor(encoding: Exclude<Encoding, 'identity'>): { stream: BrotliCompress | Gzip; flush: () => void } {
  if (encoding === 'br') {
    const stream = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
    return { stream, flush: () => stream.flush(zlib.BROTLI_OPERATION_FLUSH) };
  }
  const stream = createGzip({ level: STREAM_GZIP_LEVEL });
  return { stream, flush: () => stream.flush(zlib.Z_SYNC_FLUSH) };
}
