// Sends a `{code:200, result}` envelope. A cached result is the same object on every hit, so its JSON text and its
// brotli/gzip bytes are made once and reused (remembered in a WeakMap that lets them go with the cache entry):
// a listing of 50 shoes with their variants is large, and serialising and compressing it on every hit would cost
// more than the rest of the request.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Encoded {
  json: string;
  /** The JSON as UTF-8: product names are not ASCII, and encoding them again on every uncompressed hit costs. */
  utf8?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Same threshold as the compression plugin: below 1 KB compression does not pay. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 5;
const encodedResults = new WeakMap<object, Encoded>();

export function sendResult(request: FastifyRequest, reply: FastifyReply, result: object, cacheControl?: string): FastifyReply {
  let encoded = encodedResults.get(result);
  if (!encoded) {
    encoded = { json: JSON.stringify({ code: 200, result }) };
    encodedResults.set(result, encoded);
  }
  reply.type('application/json; charset=utf-8');
  if (cacheControl) reply.header('cache-control', cacheControl);
  if (encoded.json.length < COMPRESS_THRESHOLD_BYTES) return reply.send(encoded.json);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    encoded.br ??= brotliCompressSync(encoded.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(encoded.br);
  }
  if (encoding === 'gzip') {
    encoded.gzip ??= gzipSync(encoded.json);
    return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(encoded.gzip);
  }
  encoded.utf8 ??= Buffer.from(encoded.json);
  return reply.send(encoded.utf8);
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
