// Content negotiation for the pages this plugin compresses itself (streamed and cached HTML) and the
// precompressed assets: brotli when the browser takes it, else gzip, else the bytes as they are.
import cluster from 'node:cluster';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzip, gzipSync, type BrotliCompress, type Gzip, type ZlibOptions, type BrotliOptions } from 'node:zlib';

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

/**
 * Brotli quality for HTML compressed as it is sent (streamed or whole, not kept). Quality 3 rather than 4: on the
 * shop's `/men` and product HTML, 0.73 against 1.47 ms of CPU per page for 4.6 % more bytes (about 600 of 13,000);
 * an uncached page spends its CPU on the server once per request, the bytes cost a phone well under a millisecond
 * (bench/history.md, "CPU per uncached page").
 */
export const STREAM_BROTLI_QUALITY = 3;
const STREAM_GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Whole pages are compressed on the event loop in a cluster worker, in libuv's thread pool otherwise. With WORKERS
 * set to the number of cores every core already runs a worker, so the pool adds no parallelism, only its cost: the
 * hand-over to a pool thread and back, and a zlib stream with its events around each ~1 ms compression (the workers'
 * CPU profiles showed about as much time in that stream machinery as in the compression itself; bench/history.md,
 * issue #15). A single process keeps the pool, where it lets a second core compress while the first renders.
 */
export const COMPRESS_WHOLE_ON_EVENT_LOOP = cluster.isWorker;

/** A whole page nobody keeps, compressed at the streaming qualities. */
export async function compressWhole(body: Buffer, encoding: Exclude<Encoding, 'identity'>, onEventLoop = COMPRESS_WHOLE_ON_EVENT_LOOP): Promise<Buffer> {
  if (encoding === 'gzip') {
    const options: ZlibOptions = { level: STREAM_GZIP_LEVEL };
    return onEventLoop ? gzipSync(body, options) : gzipAsync(body, options);
  }
  const options: BrotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } };
  return onEventLoop ? brotliCompressSync(body, options) : brotliAsync(body, options);
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
