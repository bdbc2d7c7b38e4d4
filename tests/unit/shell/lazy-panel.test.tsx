// Lazy panels of the shell (client/shell/lazy-panel.tsx): the panel shows once its code and its texts in the store
// view's language are there; a failed download is tried again at the next opening; preloading on intent starts the
// download without showing anything.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useT } from '../../../client/i18n.js';
import { createLazyPanel } from '../../../client/shell/lazy-panel.js';
import { hasMessages } from '../../../shared/i18n/messages.js';
import '../../../shared/i18n/index.js';

/** The whole HTML once every suspended part has rendered (React 18 has no prerender: stream and wait for all). */
function prerender(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
        sink.on('end', () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

function Greeting({ name }: { name: string }) {
  const t = useT();
  return <p>{t('Search the shop')}, {name}</p>;
}

describe('lazy panel', () => {
  it('shows the panel, in the store view language, once its code has arrived', async () => {
    let loads = 0;
    const panel = createLazyPanel({ module: 'test/Greeting.tsx', messages: ['search'], load: async () => (loads++, Greeting) });
    const html = await prerender(
      <I18nProvider store="de">
        <panel.Panel name="Ida" onClose={() => undefined} />
      </I18nProvider>,
    );
    expect(html).toContain('<p>Im Shop suchen<!-- -->, <!-- -->Ida</p>');
    expect(loads).toBe(1);
    expect(hasMessages('de', ['search'])).toBe(true);
  });

  it('preloads on intent without showing anything, and tries a failed download again', async () => {
    let attempts = 0;
    const panel = createLazyPanel({
      module: 'test/Flaky.tsx',
      messages: [],
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return Greeting;
      },
    });
    panel.preload('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
    const html = await prerender(
      <I18nProvider store="main">
        <panel.Panel name="Emil" onClose={() => undefined} />
      </I18nProvider>,
    );
    expect(attempts).toBe(2);
    expect(html).toContain('Search the shop');
  });
});
