// Product and banner pictures generated into DATA_DIR/images by the embedded backend (or mounted there from the
// backend's volume, see docker-compose.yml), served under /img/. Their names are not content hashes, so they are
// cached long but revalidated (ETag / Last-Modified), never marked immutable.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMAGE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export async function registerImages(app: FastifyInstance, dataDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(dataDir, 'images'),
    prefix: '/img/',
    // The SSR plugin registers @fastify/static for /assets/ and owns reply.sendFile.
    decorateReply: false,
    maxAge: IMAGE_MAX_AGE_MS,
    immutable: false,
    index: false,
    list: false,
  });
}
