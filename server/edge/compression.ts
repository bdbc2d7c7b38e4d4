// Brotli and gzip for every answer of at least 1 KB that the handler did not compress itself (@fastify/compress).
// Brotli quality 4 (the plugin's default) keeps per-response CPU low; hashed assets are precompressed at build.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
