// Parts rendered once and spliced into later pages (client/shell/server-memo.tsx, server/edge/ssr/markup-memo.ts):
// the HTML must be byte for byte what React renders without them, on the first page (the part rendered and kept)
// and on every later one (the kept markup spliced in), for parts next to text, nested, repeated and in lists.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerMemo } from '../../../client/shell/server-memo.js';
import { loadConfig } from '../../../server/config.js';
import { registerSecurityHeaders } from '../../../server/edge/security.js';
import type { ClientManifest } from '../../../server/edge/ssr/manifest.js';
import { MarkupMemo } from '../../../server/edge/ssr/markup-memo.js';
import { markupMemo } from '../../../server/edge/ssr/react-stream.js';
import { ssrPlugin } from '../../../server/edge/ssr/ssr-plugin.js';
import { createFakeCatalog } from './fake-catalog.js';

let renders = 0;
function Panel({ name, items }: { name: string; items: string[] }) {
  renders += 1;
  return (
    <div className="panel" data-name={name}>
      {name} &amp; more
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}
            {'<b>'}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Page({ menu }: { menu: string[] }) {
  return (
    <main>
      text before
      <ServerMemo memoKey={`panel:${menu.join()}`}>
        <Panel name="one" items={menu} />
      </ServerMemo>
      text after
      {menu.map((entry) => (
        <ServerMemo key={entry} memoKey={`entry:${entry}`}>
          <section>
            {entry}
            <ServerMemo memoKey={`inner:${entry}`}>
              <Panel name={entry} items={[entry, 'x']} />
            </ServerMemo>
          </section>
        </ServerMemo>
      ))}
      <ServerMemo memoKey={`panel:${menu.join()}`}>
        <Panel name="one" items={menu} />
      </ServerMemo>
    </main>
  );
}

describe('markup memo', () => {
  it('gives the HTML React gives, rendering each part once and splicing it afterwards', () => {
    const memo = new MarkupMemo();
    const element = <Page menu={['a', 'b "quoted"', 'c']} />;
    const plain = renderToString(element);
    renders = 0;
    expect(memo.render(() => renderToString(element))).toBe(plain);
    expect(renders).toBe(5);
    expect(memo.size).toBe(7);
    renders = 0;
    expect(memo.render(() => renderToString(element))).toBe(plain);
    expect(memo.render(() => renderToString(element))).toBe(plain);
    expect(renders).toBe(0);
  });

  it('new data is a new key: the part renders again, and what the page shows follows the data', () => {
    const memo = new MarkupMemo();
    memo.render(() => renderToString(<Page menu={['a', 'b']} />));
    const plain = renderToString(<Page menu={['a', 'd']} />);
    renders = 0;
    expect(memo.render(() => renderToString(<Page menu={['a', 'd']} />))).toBe(plain);
    // The menu's part (twice on the page: both are rendered the first time) and d's inner panel; a's are kept.
    expect(renders).toBe(3);
  });

  it('keeps nothing from a render that gave up', () => {
    const memo = new MarkupMemo();
    expect(memo.render(() => (renderToString(<Page menu={['a']} />), null))).toBeNull();
    expect(memo.size).toBe(0);
    // Outside a render, a memoised part is just the part.
    expect(renderToString(<Page menu={['a']} />)).not.toContain('template');
  });
});

describe('whole pages', () => {
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'markup-memo-'));
    const manifest: ClientManifest = { version: '9.9.9', buildDate: '2026-11-01T00:00:00.000Z', entry: { file: '/assets/entry-AAA.js', imports: [] }, css: '/assets/index-CSS.css', routes: {} };
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest));
    const config = loadConfig({ PUBLIC_URL: 'https://shop.example', CACHE_TTL_HTML: '0' });
    app = Fastify();
    registerSecurityHeaders(app, { publicUrl: config.publicUrl });
    await ssrPlugin(app, { catalog: createFakeCatalog(), config, clientDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  /** The page as identity HTML, its per-answer CSP nonce taken out. */
  async function page(url: string): Promise<string> {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode, url).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    return res.body.replaceAll(nonce, 'NONCE');
  }

  it('the shell parts kept and spliced give every page exactly as rendered without them', async () => {
    const urls = ['/', '/c/men', '/de/c/men', '/it/', '/men/oxfords', '/de/'];
    const plain = vi.spyOn(MarkupMemo.prototype, 'render').mockImplementation((render) => render());
    const expected = [];
    for (const url of urls) expected.push(await page(url));
    plain.mockRestore();
    for (let round = 0; round < 2; round++) for (const [i, url] of urls.entries()) expect(await page(url), `${url}, round ${round}`).toBe(expected[i]);
    expect(markupMemo.size).toBeGreaterThan(0);
    expect(expected.join('')).toContain('footer-main"');
    expect(expected.join('')).toContain('class="mega__panel"');
    expect(expected.join('')).toContain('class="mobile-menu__list"');
    expect(expected.join('')).not.toContain('data-ssr-memo');
  }, 30_000);
});
