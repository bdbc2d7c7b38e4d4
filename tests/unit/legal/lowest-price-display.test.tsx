// PAngV §11 / EU 2019/2161: wherever a reduced price is shown, the lowest price of the 30 days before the reduction
// is shown with it (product page and cards through Price, cart lines through the line's own figure), in the shop's
// language and money format; a price that is not reduced shows no such line.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Price } from '../../../client/components/catalog/Price.js';
import { MiniCartLine } from '../../../client/components/cart/MiniCartLine.js';
import { I18nProvider } from '../../../client/i18n.js';
import { buildCartItem } from '../../../shared/cart/add-to-cart.js';
import { CART_CONFIG } from '../../../shared/cart/cart-config.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { getChildPrice, getProductPrice } from '../../../shared/catalog/prices.js';
import type { StoreCode } from '../../../shared/store-views.js';
// Server rendering translates with every text registered; so do these renders (the browser loads its page's texts).
import '../../../shared/i18n/index.js';

function render(ui: ReactNode, store: StoreCode = 'main'): string {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [store === 'main' ? '/' : `/${store}/`] });
  return renderToString(
    <I18nProvider store={store}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const NOW = new Date('2026-11-24T10:00:00Z');
const reduced = { special_price_incl_tax: 369, special_from_date: '2026-11-24 00:00:00', special_to_date: '2030-12-31 00:00:00', lowest_price_30d_incl_tax: 469 };
const child = { id: 1, sku: 'OX-42', name: 'Oxford 42', status: 1, stock: { qty: 3, is_in_stock: true }, price: 394.12, price_incl_tax: 469, size: 42, ...reduced };
const shoe = {
  id: 10,
  sku: 'OX',
  name: 'Oxford',
  slug: 'oxford',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  price: 394.12,
  price_incl_tax: 469,
  ...reduced,
  configurable_options: [{ attribute_id: '142', attribute_code: 'size', label: 'Size', values: [{ value_index: 42, label: '42' }] }],
  configurable_children: [child],
} as unknown as ProductDocument;

describe('Omnibus line under reduced prices (PAngV §11)', () => {
  it('a reduced product price carries the figure and Price shows it in each language', () => {
    const price = getProductPrice(shoe, NOW, { showOutOfStock: true });
    expect(price).toEqual({ finalCents: 36900, regularCents: 46900, isReduced: true, lowestPriorCents: 46900 });
    expect(render(<Price price={price} />)).toContain('Lowest price in the last 30 days: €469,00');
    expect(render(<Price price={price} />, 'de')).toContain('Niedrigster Preis der letzten 30 Tage: €469,00');
    expect(render(<Price price={price} />, 'it')).toContain('Prezzo più basso degli ultimi 30 giorni: €469,00');
  });

  it('before the reduction starts there is no reduced price and no line', () => {
    const price = getChildPrice(child as never, new Date('2026-11-23T10:00:00Z'));
    expect(price).toEqual({ finalCents: 46900, regularCents: 46900, isReduced: false });
    expect(render(<Price price={price} />)).not.toContain('Lowest price');
  });

  it('a cart line with a special price shows the figure; one without does not', () => {
    const line = buildCartItem(shoe, shoe.configurable_children![0], 1, NOW);
    expect(line.lowestPriorCents).toBe(46900);
    const html = render(<ul><MiniCartLine item={line} busy={false} config={CART_CONFIG} onRemove={() => {}} onNavigate={() => {}} /></ul>);
    expect(html).toContain('Lowest price in the last 30 days: €469,00');
    const plain = buildCartItem(shoe, shoe.configurable_children![0], 1, new Date('2026-11-01T10:00:00Z'));
    expect(plain.lowestPriorCents).toBeUndefined();
    expect(render(<ul><MiniCartLine item={plain} busy={false} config={CART_CONFIG} onRemove={() => {}} onNavigate={() => {}} /></ul>)).not.toContain('Lowest price');
  });
});
