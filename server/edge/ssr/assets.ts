// /assets/*: the hashed build output, cached for a year and immutable, answered from the .br or .gz file the build
// wrote beside each asset when the browser accepts it (with Vary: Accept-Encoding).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export async function registerAssets(app: FastifyInstance, assetsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: ASSET_MAX_AGE_MS,
    // Hashed names never change content: no revalidation needed.
    etag: false,
    lastModified: false,
    index: false,
    list: false,
    decorateReply: false,
  });
}
