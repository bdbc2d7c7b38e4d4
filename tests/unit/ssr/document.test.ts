// The head every page starts with: language, title, description, canonical and alternates, preloads, nonces.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { clientStarter, PRELOADS_PER_TASK, renderDocumentHead, jsonDataBlockContent, renderDocumentTail, type ClientStart, type DocumentHead } from '../../../server/edge/ssr/document.js';

const head: DocumentHead = {
  store: 'de',
  canonicalPath: '/men/oxfords',
  publicUrl: 'https://shop.example',
  title: 'Oxfords & Derbies',
  description: 'Rahmengenäht "seit" 1921 <b>',
  stylesheet: '/assets/index-ABC.css',
};

const start: ClientStart = { entryScript: '/assets/entry-DEF.js', modulePreloads: ['/assets/chunk-1.js', '/assets/category-2.js'], nonce: 'n0nce+/=' };

describe('document head', () => {
  const html = renderDocumentHead(head);

  it('declares the store view language and the viewport', () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="de-DE"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="theme-color" content="#1f2a24">');
  });

  it('escapes the title and description', () => {
    expect(html).toContain('<title>Oxfords &amp; Derbies | Kranich Schuhmanufaktur</title>');
    expect(html).toContain('<meta name="description" content="Rahmengenäht &quot;seit&quot; 1921 &lt;b&gt;">');
  });

  it('names the canonical and the three store views plus x-default', () => {
    expect(html).toContain('<link rel="canonical" href="https://shop.example/de/men/oxfords">');
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="https://shop.example/men/oxfords">');
    expect(html).toContain('<link rel="alternate" hreflang="it-IT" href="https://shop.example/it/men/oxfords">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/men/oxfords">');
  });

  it('links the stylesheet and runs no script: the client is started at the end of the document', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-ABC.css">');
    // Nothing asks for modules before the first frame, and no script holds up the parser in the head.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.endsWith('</head><body><div id="app">')).toBe(true);
  });

  it('marks pages not to index', () => {
    expect(renderDocumentHead({ ...head, noindex: true })).toContain('<meta name="robots" content="noindex, follow">');
  });
});

interface FakeElement {
  tag: string;
  [property: string]: unknown;
}

/** Runs the client starter against a minimal document; returns what it appended and the callbacks it scheduled. */
function runStarter(options: { hidden: boolean; preloads: string[]; readyState?: DocumentReadyState }) {
  const appended: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const document = {
    hidden: options.hidden,
    readyState: options.readyState ?? 'interactive',
    currentScript: { nonce: 'abc' },
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    createElement: (tag: string): FakeElement => ({ tag }),
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    documentElement: { attributes: new Set<string>(), hasAttribute(name: string) { return this.attributes.has(name); } },
  };
  runInNewContext(clientStarter('/assets/entry.js', options.preloads), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: (...args: unknown[]) => void, _delay: number, ...args: unknown[]) => timers.push(() => callback(...args)),
  });
  const runTimers = () => {
    while (timers.length > 0) timers.shift()!();
  };
  return { appended, frames, timers, listeners, runTimers, document };
}

describe('client starter', () => {
  it('holds taps on a control marked data-hold-tap until the page has hydrated, once each', () => {
    const run = runStarter({ hidden: false, preloads: [] });
    const control = { attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } };
    const tap = () => {
      const event = { target: { closest: (selector: string) => (selector === '[data-hold-tap]' ? control : null) }, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopImmediatePropagation() { this.stopped = true; } };
      (run.listeners.click[0] as unknown as (e: typeof event) => void)(event);
      return event;
    };
    expect(tap()).toMatchObject({ prevented: true, stopped: true });
    tap();
    expect((run.document as unknown as Record<string, unknown>).__heldTaps).toEqual([control]);
    expect(control.attributes['aria-busy']).toBe('true');
    run.document.documentElement.attributes.add('data-hydrated');
    expect(tap()).toMatchObject({ prevented: false, stopped: false });
  });

  const preloads = Array.from({ length: PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/chunk-${i}.js`);

  it('asks for nothing before the first frame, then the entry and the preloads, each with the nonce', () => {
    const run = runStarter({ hidden: false, preloads });
    expect(run.appended).toEqual([]);
    run.frames.shift()!();
    expect(run.appended).toEqual([]);
    run.timers.shift()!();
    expect(run.appended[0]).toEqual({ tag: 'script', type: 'module', src: '/assets/entry.js', nonce: 'abc' });
    expect(run.appended[1]).toEqual({ tag: 'link', rel: 'modulepreload', href: '/assets/chunk-0.js', nonce: 'abc' });
    // The rest of the preloads follow in later tasks.
    expect(run.appended).toHaveLength(1 + PRELOADS_PER_TASK);
    run.runTimers();
    expect(run.appended.slice(1).map((element) => element.href)).toEqual(preloads);
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    const run = runStarter({ hidden: true, preloads: [] });
    expect(run.appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js', nonce: 'abc' }]);
    expect(run.frames).toEqual([]);
  });

  it('waits for the rest of a streamed document, even after the first frame', () => {
    const run = runStarter({ hidden: false, preloads: [], readyState: 'loading' });
    run.frames.shift()!();
    run.runTimers();
    expect(run.appended).toEqual([]);
    run.listeners.DOMContentLoaded[0]();
    expect(run.appended.map((element) => element.tag)).toEqual(['script']);
  });

  it('starts once, whichever comes first: the frame or the tab being hidden', () => {
    const run = runStarter({ hidden: false, preloads: ['/assets/a.js'] });
    run.listeners.visibilitychange[0]();
    run.frames.shift()!();
    run.runTimers();
    expect(run.appended.map((element) => element.tag)).toEqual(['script', 'link']);
  });

  it('cannot be broken out of its script element by a file name', () => {
    expect(clientStarter('/assets/</script>.js', ['/assets/<!--.js'])).not.toMatch(/<\/script|<!--/i);
  });
});

describe('hydration data block', () => {
  it('cannot close its script element or open a comment, and parses back to the data', () => {
    const data = { text: '</script><script>alert(1)</script>', comment: '<!-- <script>', sep: '\u2028\u2029', amp: 'a&b', quote: '"\\' };
    const content = jsonDataBlockContent(data);
    expect(content).not.toContain('<');
    expect(JSON.parse(content)).toEqual(data);
  });

  it('writes the data once as a JSON data block and ends the document', () => {
    const tail = renderDocumentTail({ loaderData: { root: { name: 'a "quoted" <b>' } } }, start);
    expect(tail.startsWith('<script type="application/json" id="hydration-data">{"loaderData":{"root":{"name":"a \\"quoted\\" \\u003cb>"}}}</script>')).toBe(true);
    expect(tail.endsWith('</script></body></html>')).toBe(true);
  });

  it('starts the client from a nonced script after the hydration data, the last thing the parser reads', () => {
    // An inline script waits for the stylesheet still loading: DOMContentLoaded comes after it, so the page is never
    // laid out unstyled (Chromium lays it out at DOMContentLoaded for autofill; issue #16).
    const starter = `<script nonce="n0nce+/=">${clientStarter(start.entryScript, start.modulePreloads)}</script>`;
    const tail = renderDocumentTail({}, start);
    expect(tail.endsWith(`${starter}</body></html>`)).toBe(true);
    expect(tail.indexOf('id="hydration-data"')).toBeLessThan(tail.indexOf(starter));
    expect(tail).not.toContain('<link rel="modulepreload"');
    expect(tail).not.toContain('<script type="module"');
    expect(renderDocumentTail({}, { ...start, nonce: '' })).not.toContain('nonce="');
  });
});
