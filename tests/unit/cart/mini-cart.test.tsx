import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddToCartButton } from '../../../client/components/cart/AddToCartButton.js';
import { MiniCart } from '../../../client/components/cart/MiniCart.js';
import { MiniCartPanel } from '../../../client/components/cart/MiniCartPanel.js';
import { I18nProvider } from '../../../client/i18n.js';
import { buildCartItem } from '../../../shared/cart/add-to-cart.js';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import * as messages from '../../../shared/cart/cart-messages.js';
import { cartTexts } from '../../../shared/i18n/cart.js';
import { DICTIONARY } from '../../../shared/i18n/index.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { child, configurableProduct, line, product } from './fixtures.js';

function render(ui: ReactNode, store: StoreCode = 'main'): string {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [store === 'main' ? '/' : `/${store}/`] });
  return renderToString(
    <I18nProvider store={store}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const shoe = configurableProduct([child('OXF-43', 43, { image: 'oxford-43.jpg' })]);
const shoeLine = { ...buildCartItem(shoe, shoe.configurable_children![0], 2, new Date('2026-06-01')), info: { stock: 'In stock!' } };
const segments = [
  { code: 'subtotal', title: 'Subtotal', value: 597.8 },
  { code: 'shipping', title: 'Shipping', value: 0 },
  { code: 'discount', title: 'Discount', value: -59.78 },
  { code: 'tax', title: 'Tax', value: 85.9 },
  { code: 'grand_total', title: 'Grand Total', value: 538.02 },
];
const panel = (props: Partial<Parameters<typeof MiniCartPanel>[0]> = {}) => (
  <MiniCartPanel items={[shoeLine]} segments={segments} coupon={{ code: 'WELCOME10', discount: -59.78 }} busy={false} connected config={CART_CONFIG} titleId="t" onClose={() => {}} onRemove={() => {}} {...props} />
);

describe('MiniCart, server-rendered', () => {
  it('renders nothing while closed (the server and the hydrating client agree)', () => {
    expect(render(<MiniCart />)).toBe('');
  });

  it('shows each line: 200x200 thumbnail, name linking to the product with the chosen child, options, stock info, stepper, remove and line price', () => {
    const html = render(panel());
    expect(html).toContain('src="/img/oxford-43.jpg" alt="" width="200" height="200"');
    expect(html).toContain('href="/p/OXF-ANTON/oxford-anton/OXF-43"');
    expect(html).toContain('Size<!-- -->: <!-- -->43');
    expect(html).toContain('>In stock!<');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*max="5"[^>]*value="2"/);
    expect(html).toContain('aria-label="Remove Oxford Anton"');
    expect(html).toContain('€597,80');
  });

  it('shows subtotal, free shipping, the coupon discount, the grand total and the VAT note from the segments, and the way to the checkout', () => {
    const html = render(panel());
    expect(html).toContain('>Subtotal</dt><dd>€597,80<');
    expect(html).toContain('>Shipping</dt><dd>Free<');
    expect(html).toContain('>Discount (WELCOME10)</dt><dd>-€59,78<');
    expect(html).toContain('>Grand total</dt><dd>€538,02<');
    expect(html).toContain('incl. €85,90 VAT');
    expect(html).toContain('Discount code WELCOME10 applied');
    expect(html).toMatch(/href="\/checkout"[^>]*>Proceed to checkout</);
  });

  it('counts quantities in the title, or lines when the count type is items', () => {
    const items = [shoeLine, line('TREE', 3, { slug: 'tree' })];
    expect(render(panel({ items }))).toContain('(<!-- -->5<!-- -->)');
    expect(render(panel({ items, config: { ...CART_CONFIG, minicartCountType: 'items' } }))).toContain('(<!-- -->2<!-- -->)');
  });

  it('without server totals it sums the lines and offers no discount code while not connected', () => {
    const html = render(panel({ segments: null, coupon: null, connected: false }));
    expect(html).toContain('>Grand total</dt><dd>€597,80<');
    expect(html).not.toContain('Discount code');
  });

  it('has an empty state', () => {
    const html = render(panel({ items: [] }));
    expect(html).toContain('Your shopping cart is empty.');
    expect(html).not.toContain('Proceed to checkout');
  });

  it('speaks German in the German store, with the store prefix on links', () => {
    const html = render(panel(), 'de');
    expect(html).toContain('Warenkorb');
    expect(html).toContain('Zwischensumme');
    expect(html).toContain('href="/de/checkout"');
    expect(html).toContain('href="/de/p/OXF-ANTON/oxford-anton/OXF-43"');
  });
});

describe('AddToCartButton, server-rendered', () => {
  it('can be tapped before the page is interactive (the starter script holds the tap) and names the action in the store\'s language', () => {
    const html = render(<AddToCartButton product={product()} child={null} qty={1} />);
    expect(html).toMatch(/<button[^>]*data-hold-tap=""[^>]*>Add to cart<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Add to cart<\/button>/);
    expect(render(<AddToCartButton product={product()} child={null} qty={1} />, 'it')).toContain('Aggiungi al carrello');
  });
});

describe('cart texts', () => {
  it('every shopper-facing cart message has an English, German and Italian text', () => {
    const shown = Object.entries(messages).filter(([name]) => !name.startsWith('LOG_')).map(([, text]) => text);
    for (const text of shown) {
      expect(cartTexts.en[text] ?? DICTIONARY.en[text], text).toBeDefined();
      expect(cartTexts.de[text], text).toBeDefined();
      expect(cartTexts.it[text], text).toBeDefined();
    }
  });
});

describe('CartBootstrap', () => {
  it('renders nothing on the server', async () => {
    const { CartBootstrap } = await import('../../../client/components/cart/CartBootstrap.js');
    expect(render(<CartBootstrap />)).toBe('');
  });
});
