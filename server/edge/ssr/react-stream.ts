// React's streaming render (renderToPipeableStream) behind a small promise API, and the string render for pages
// that have nothing to wait for (renderAtOnce). Streaming, people get the page from the shell on (onShellReady),
// crawlers once everything is rendered (onAllReady). React writes in pieces of about 4 KB and signals the end of
// each of its flushes with flush(): FlushBatcher hands on one buffer per flush, so the socket (and the compressor)
// get one write per flush instead of many tiny ones.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { MarkupMemo } from './markup-memo.js';

export class FlushBatcher extends Writable {
  private pending: Buffer[] = [];

  constructor(private readonly onFlush: (chunk: Buffer) => void) {
    // React pauses when write() returns false, possibly mid-shell; a page is small, so never say "full".
    super({ highWaterMark: 1 << 30 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    callback();
  }

  /** Called by React at the end of each flush. */
  flush(): void {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.onFlush(chunk);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    callback();
  }
}

export interface ReactRender {
  /** The shell (or, when waiting for all, the whole page) is ready; rejects when the shell could not render. */
  ready: Promise<void>;
  /** An error was reported during rendering (a boundary fell back to rendering in the browser). */
  readonly hadError: boolean;
  /** Streams React's output, one buffer per React flush; resolves when React has written everything. */
  stream(onFlush: (chunk: Buffer) => void): Promise<void>;
  abort(reason?: unknown): void;
}

export function renderReact(element: ReactNode, options: { nonce: string; waitForAll: boolean; onError: (error: unknown) => void }): ReactRender {
  let hadError = false;
  let markReady!: () => void;
  let markFailed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const { pipe, abort } = renderToPipeableStream(element, {
    nonce: options.nonce || undefined,
    // React moves finished Suspense content out of the shell once the shell passes this size; a crawler waiting
    // for everything gets it in place instead.
    ...(options.waitForAll ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
    onShellReady: () => {
      if (!options.waitForAll) markReady();
    },
    onAllReady: () => markReady(),
    onShellError: (error) => markFailed(error),
    onError: (error) => {
      hadError = true;
      options.onError(error);
    },
  });
  return {
    ready,
    get hadError() {
      return hadError;
    },
    stream: (onFlush) =>
      new Promise<void>((resolve, reject) => {
        const sink = new FlushBatcher(onFlush);
        sink.on('finish', resolve);
        sink.on('error', reject);
        pipe(sink);
      }),
    abort,
  };
}

/**
 * How React 18 sends content that it finished after the shell (or past its progressive chunk size): hidden, at the
 * end of the document, until an inline script moves it into place. Without JavaScript it never shows.
 */
const CONTENT_PLACED_BY_SCRIPT = '<div hidden id="S:';

/** Whether part of the page shows only once React's inline scripts have run (what a crawler must not be given). */
export function hasContentPlacedByScript(html: Buffer | string): boolean {
  return html.includes(CONTENT_PLACED_BY_SCRIPT);
}

/** How React marks a Suspense boundary it could not render on the server and leaves to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page in one piece, for a page no part of which has to wait (every deferred value already resolved). React's
 * string renderer does the same work as the streaming one without pushing thousands of small pieces through a byte
 * buffer: about 40 % less CPU on the shop's pages. Null when a part could not render at once (it suspended or
 * failed): the string renderer would leave it to the browser without a word, so the caller streams the page
 * instead, where such a part can wait or is reported.
 */
export function renderAtOnce(element: ReactNode): string | null {
  return markupMemo.render(() => {
    let html: string;
    try {
      html = renderToString(element);
    } catch {
      return null;
    }
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  });
}

/** The parts of pages that are the same for every shopper of a store view, rendered once (client/shell/server-memo.tsx). */
export const markupMemo = new MarkupMemo();
