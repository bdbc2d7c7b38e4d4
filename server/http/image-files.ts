// DATA_DIR/images served under /img/, by the backend tier (which generates the pictures) and by an edge that has the
// folder. It lives outside edge/ so that the backend, and the cluster primary that runs it, never load the edge.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Picture names are not content hashes: cached long but revalidated (ETag / Last-Modified), never immutable. */
export const IMAGE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Serves DATA_DIR/images under /img/ (the backend always; an edge that has the folder). */
export async function registerImageFiles(app: FastifyInstance, dataDir: string): Promise<void> {
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
