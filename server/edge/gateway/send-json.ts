// Sends a `{code:200, result}` envelope. A cached result is the same object on every hit, so its brotli/gzip bytes
// are made once and reused (remembered in a WeakMap that lets them go with the cache entry): a listing of 50 shoes
// with their variants is large, and compressing it on every hit would cost more than the rest of the request.
// Only the compressed bytes are kept, never the JSON text or its UTF-8 copy beside the object (issue #13: one
// representation per entry); the rare client that takes no compression gets the JSON serialised for it.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoded = Partial<Record<'br' | 'gzip', Buffer>>;

/** Same threshold as the compression plugin: below 1 KB compression does not pay. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 5;
const encodedResults = new WeakMap<object, Encoded>();

const compress = (json: string, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br' ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(json);

export function sendResult(request: FastifyRequest, reply: FastifyReply, result: object, cacheControl?: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (cacheControl) reply.header('cache-control', cacheControl);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const encoded = encodedResults.get(result);
  let body = encoding ? encoded?.[encoding] : undefined;
  if (!body) {
    const json = JSON.stringify({ code: 200, result });
    if (!encoding || json.length < COMPRESS_THRESHOLD_BYTES) return reply.send(json);
    body = compress(json, encoding);
    encodedResults.set(result, { ...encoded, [encoding]: body });
  }
  return reply.header('content-encoding', encoding!).header('vary', 'accept-encoding').send(body);
}

/** br over gzip when the client takes both; an explicit q=0 refuses an encoding. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
