import { describe, expect, it } from 'vitest';
import { Footer } from '../../../client/components/shell/Footer.js';
import { Header } from '../../../client/components/shell/Header.js';
import { Modal } from '../../../client/components/ui/Modal.js';
import { DefaultLayout } from '../../../client/layouts/DefaultLayout.js';
import { EmptyLayout } from '../../../client/layouts/EmptyLayout.js';
import { MinimalLayout } from '../../../client/layouts/MinimalLayout.js';
import { BRANDS } from '../../../shared/brands.js';
import { fakeShellData, renderInShell } from './shell-fixture.js';

const [kranich, , eichwald] = BRANDS;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('Header (spec 01 §1–§2), server-rendered', () => {
  const html = renderInShell(<Header brand={kranich} />);

  it('links the wordmark home, the account icon to /my-account and the cart icon with its count', () => {
    expect(html).toContain('class="logo site-header__logo" href="/"');
    expect(hrefs(html)).toContain('/my-account');
    expect(html).toContain('aria-label="Cart, 0 items"');
  });

  it('shows the level-2 menu sorted by position, subcategories sorted by position, and the aside banner', () => {
    const top = [...html.matchAll(/class="mega__top[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(top).toEqual(['Men', 'Women', 'Accessories', 'New in', 'Sale']);
    const men = html.slice(html.indexOf('id="mega-panel-10"'), html.indexOf('id="mega-panel-20"'));
    const headings = [...men.matchAll(/class="mega__heading"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(headings).toEqual(['Oxfords', 'Derbies', 'Budapesters', 'Loafers', 'Boots', 'Sneakers']);
    expect(men).toContain('The Budapester, welted in Baden-Baden');
    expect(html).toContain('aria-controls="mega-panel-10"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('links the factory shop page and opens the mobile menu through #mobile-menu without JavaScript', () => {
    expect(hrefs(html)).toContain('/store-locator');
    expect(hrefs(html)).toContain('#mobile-menu');
  });

  it('speaks the store view language and prefixes links in the German store', () => {
    const de = renderInShell(<Header brand={kranich} />, { store: 'de' });
    expect(de).toContain('href="/de/"');
    expect(de).toContain('href="/de/my-account"');
    expect(de).toContain('Kostenloser Versand in der EU');
    expect(de).toContain('Anmelden');
  });
});

describe('Footer (spec 01 §1–§2), server-rendered', () => {
  const html = renderInShell(<Footer brand={kranich} />, { path: '/de/c/men', store: 'de' });

  it('has the newsletter form with a no-JS POST to /newsletter, an e-mail field and the hidden gender', () => {
    // Attribute order is React's business (React 18 and 19 differ), so each attribute is looked for in its tag.
    const form = html.match(/<form class="newsletter-form"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('action="/de/newsletter"');
    expect(form).toContain('method="post"');
    const email = html.match(/<input[^>]*type="email"[^>]*>/)?.[0] ?? '';
    expect(email).toContain('required=""');
    expect(email).toContain('name="email"');
    expect(html).toContain('type="hidden" name="gender"');
    expect(html).toContain('>Damen<');
    expect(html).toContain('>Herren<');
  });

  it('links every static shop page of spec 01 §2 and the link groups', () => {
    const links = hrefs(html);
    for (const path of ['/schuhwissen', '/jobs', '/geschenkgutscheine', '/lieferung-und-versand', '/ruecksendung-und-umtausch', '/groessentabelle', '/kontakt', '/agb', '/datenschutz', '/impressum', '/cookie-settings', '/widerruf', '/abmelden']) {
      expect(links).toContain(`/de${path}`);
    }
    for (const path of ['/my-account', '/delivery', '/returns', '/customer-service', '/size-guide', '/contact', '/about-us', '/store-locator', '/i/faq']) {
      expect(links).toContain(`/de${path}`);
    }
  });

  it('leaves FAQ and social links out for the brand without them', () => {
    const other = renderInShell(<Footer brand={eichwald} />);
    expect(hrefs(other)).not.toContain('/i/faq');
    expect(other).not.toContain('social-links');
    expect(html).toContain('https://instagram.com/kranich.schuhe');
  });

  it('shows payment and shipping badges, the factory shop address and the CMS opening hours as HTML', () => {
    for (const label of ['PayPal', 'Visa', 'Mastercard', 'Klarna', 'SEPA']) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('Vorkasse');
    expect(html).toContain('DHL GoGreen');
    expect(html).toContain('Gerberstraße 12');
    expect(html).toContain('<p>Mon–Fri 10:00–18:30<br>Sat 10:00–16:00</p>');
  });

  it('links the same page in every store view, the chat, and shows version and build date', () => {
    const links = hrefs(html);
    expect(links).toEqual(expect.arrayContaining(['/c/men', '/de/c/men', '/it/c/men']));
    expect(links).toContain('https://wa.me/497221123456');
    expect(html).toContain('Version 0.1.0, erstellt am 01:00 22-11-2026');
    expect(html).toContain('© <!-- -->2026 ');
  });
});

describe('Layouts', () => {
  it('default: skip link, main#main, mobile menu, and the bottom navigation in spec order', () => {
    const html = renderInShell(<DefaultLayout>page</DefaultLayout>);
    expect(html.indexOf('class="skip-link" href="#main"')).toBeGreaterThan(-1);
    expect(html).toContain('<main id="main" class="shell__main" tabindex="-1">page</main>');
    expect(html).toContain('id="mobile-menu"');
    const nav = html.slice(html.indexOf('class="bottom-nav"'));
    const order = ['>Home<', '>Menu<', '>Search<', '>Profile<', 'bottom-nav__cart'].map((s) => nav.indexOf(s));
    expect(order.every((at, i) => at > -1 && (i === 0 || at > order[i - 1]))).toBe(true);
  });

  it('renders the same HTML every time (no random ids in render, safe to hydrate)', () => {
    const shell = fakeShellData();
    expect(renderInShell(<DefaultLayout>x</DefaultLayout>, { shell })).toBe(renderInShell(<DefaultLayout>x</DefaultLayout>, { shell }));
  });

  it('minimal: logo header and legal links, no category menu or newsletter', () => {
    const html = renderInShell(<MinimalLayout>checkout</MinimalLayout>, { path: '/checkout' });
    expect(html).toContain('class="logo"');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/agb', '/datenschutz', '/impressum', '/widerruf']));
    expect(html).not.toContain('mega__');
    expect(html).not.toContain('newsletter-form');
  });

  it('empty: no header and no footer', () => {
    const html = renderInShell(<EmptyLayout>redirecting</EmptyLayout>, { path: '/redirect?r=success' });
    expect(html).toContain('redirecting');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
  });
});

describe('Modal', () => {
  it('renders nothing when closed, a labelled modal dialog when open', () => {
    expect(renderInShell(<Modal open={false} onClose={() => {}} title="T">body</Modal>)).toBe('');
    const html = renderInShell(<Modal open onClose={() => {}} title="Choose">body</Modal>);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('role="dialog" aria-modal="true"');
    expect(html).toContain(`<h2 id="${labelledBy}" class="modal__title">Choose</h2>`);
    expect(html).toContain('aria-label="Close"');
  });
});

describe('Newsletter form (promoted content)', () => {
  it('shows one subscribe button with the configured text when gender buttons are off', () => {
    const shell = fakeShellData('main', {
      promoted: {
        mainBanners: [],
        smallBanners: [],
        productBanners: [],
        menuAsideBanners: [],
        trustbar: [],
        newsletter: { title_footer: 'Join the club', gender: false, buttonText: 'Sign me up' },
      },
    });
    const html = renderInShell(<Footer brand={kranich} />, { shell });
    expect(html).toContain('Join the club');
    expect(html).toContain('>Sign me up<');
    expect(html).not.toContain('>Women<');
  });
});
