// The streamed HTML answer: headers and status once, then every piece written through (compressed per the
// browser's Accept-Encoding and flushed at the end of each React flush) and kept, so a finished page can be cached.
// A page rendered in one piece is sent whole instead (sendWholeDocument).
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { createStreamCompressor, type Encoding } from './encoding.js';

export const HTML_TYPE = 'text/html; charset=utf-8';

export class DocumentWriter {
  private readonly parts: Buffer[] = [];
  private readonly target: NodeJS.WritableStream;
  private readonly flushTarget: () => void;

  constructor(reply: FastifyReply, status: number, encoding: Encoding, cacheControl: string) {
    reply.code(status).type(HTML_TYPE).header('vary', 'accept-encoding').header('cache-control', cacheControl);
    if (encoding === 'identity') {
      const out = new PassThrough();
      reply.send(out);
      this.target = out;
      this.flushTarget = () => undefined;
    } else {
      // Compressed here rather than by @fastify/compress, so each React flush reaches the browser at once.
      const compressor = createStreamCompressor(encoding);
      reply.header('content-encoding', encoding).send(compressor.stream);
      this.target = compressor.stream;
      this.flushTarget = compressor.flush;
    }
  }

  write(chunk: Buffer | string): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.parts.push(buffer);
    this.target.write(buffer);
  }

  /** Pushes out what the compressor holds. */
  flush(): void {
    this.flushTarget();
  }

  end(): void {
    this.target.end();
  }

  /** Everything written, uncompressed. */
  html(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** A page rendered in one piece, its body already encoded as `encoding` says. */
export function sendWholeDocument(reply: FastifyReply, status: number, encoding: Encoding, cacheControl: string, body: Buffer): void {
  reply.code(status).type(HTML_TYPE).header('vary', 'accept-encoding').header('cache-control', cacheControl);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(body);
}

/** A timer that aborts the render and, at the same moment, resolves `deadline` (for the deferred values). */
export function renderDeadline(abort: (reason: Error) => void, ms: number): { deadline: Promise<void>; clear: () => void } {
  let reached!: () => void;
  const deadline = new Promise<void>((resolve) => (reached = resolve));
  const timer = setTimeout(() => {
    abort(new Error(`Rendering took longer than ${ms} ms`));
    reached();
  }, ms);
  return { deadline, clear: () => clearTimeout(timer) };
}
