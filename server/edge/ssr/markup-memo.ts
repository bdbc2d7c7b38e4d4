// The server side of client/shell/server-memo.tsx: during one string render, a memoised part whose markup is kept
// becomes a placeholder, and one seen for the first time is rendered between two markers; afterwards the
// placeholders are replaced by the kept markup and the marked markup is kept (and the markers dropped). A render is
// synchronous (renderToString), so one session at a time is all there is.
import { createElement, Fragment, type ReactElement } from 'react';
import { LRUCache } from 'lru-cache';
import { setServerMemoSession } from '../../../client/shell/server-memo.js';

/** Distinct parts kept per process: a few per store view; the keys of data that changed fall out. */
const MAX_PARTS = 500;
const MARK = 'data-ssr-memo';
const MARKER = new RegExp(`<template ${MARK}(-open|-close)?="(\\d+)"></template>`, 'g');

export class MarkupMemo {
  private readonly kept = new LRUCache<string, string>({ max: MAX_PARTS });

  /** Runs a string render with memoised parts spliced in; `render` returns null when it gave up. */
  render(render: () => string | null): string | null {
    const keys: string[] = [];
    const markup: (string | undefined)[] = [];
    setServerMemoSession({
      place: (key: string, part: ReactElement): ReactElement => {
        const id = keys.push(key) - 1;
        markup[id] = this.kept.get(key);
        if (markup[id] !== undefined) return createElement('template', { [MARK]: id });
        return createElement(Fragment, null, createElement('template', { [`${MARK}-open`]: id }), part, createElement('template', { [`${MARK}-close`]: id }));
      },
    });
    let html: string | null;
    try {
      html = render();
    } finally {
      setServerMemoSession(null);
    }
    return html === null || keys.length === 0 ? html : this.splice(html, keys, markup);
  }

  private splice(html: string, keys: readonly string[], markup: readonly (string | undefined)[]): string {
    let out = '';
    let last = 0;
    const openedAt = new Map<number, number>();
    for (const match of html.matchAll(MARKER)) {
      out += html.slice(last, match.index);
      last = match.index + match[0].length;
      const id = Number(match[2]);
      if (match[1] === undefined) out += markup[id];
      else if (match[1] === '-open') openedAt.set(id, out.length);
      else this.kept.set(keys[id], out.slice(openedAt.get(id)));
    }
    return out + html.slice(last);
  }

  get size(): number {
    return this.kept.size;
  }
}
