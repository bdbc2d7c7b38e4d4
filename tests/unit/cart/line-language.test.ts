// Cart lines follow the store view's language: after a switch the product names and option labels are the new
// store view's catalogue's; identity, quantity and price stay.
import { describe, expect, it } from 'vitest';
import { relabelLine } from '../../../shared/cart/line-language.js';
import { child, configurableOption, configurableProduct, line } from './fixtures.js';
import { setup } from './cart-harness.js';

const german = () => {
  const p = configurableProduct([child('OXF-ANTON-42', 42)]);
  return { ...p, name: 'Oxford Anton (Kalbsleder)', configurable_options: p.configurable_options!.map((o) => ({ ...o, label: 'Größe' })) };
};

describe('cart lines in the store view’s language', () => {
  it('takes the name and option labels of the product read in the new store view, keeping identity, quantity and price', () => {
    const english = line('OXF-ANTON-42', 2, { parentSku: 'OXF-ANTON', type_id: 'configurable', product_option: configurableOption(42), store: 'main', priceCents: 29890 });
    const relabelled = relabelLine(english, german(), 'de');
    expect(relabelled).toMatchObject({ name: 'Oxford Anton (Kalbsleder)', store: 'de', qty: 2, priceCents: 29890, checksum: english.checksum });
    expect(relabelled.product_option?.extension_attributes?.configurable_item_options).toEqual([{ option_id: '142', option_value: 42, label: 'Größe', value: '42' }]);
  });

  it('relabels the cart when the shopper switches from English to German', async () => {
    const { cart, server } = setup({ env: { storeCode: 'main' } });
    server.products.set('OXF-ANTON', configurableProduct([child('OXF-ANTON-42', 42)]));
    server.stock.set('OXF-ANTON-42', { qty: 5, is_in_stock: true });
    await cart.start();
    await cart.addItem({ product: server.products.get('OXF-ANTON')!, child: server.products.get('OXF-ANTON')!.configurable_children![0], qty: 1 });
    expect(cart.getState().cartItems[0]).toMatchObject({ name: 'Oxford Anton', store: 'main' });

    server.products.set('OXF-ANTON', german());
    cart.configure({ storeCode: 'de' });
    await cart.settled();
    const [relabelled] = cart.getState().cartItems;
    expect(relabelled).toMatchObject({ name: 'Oxford Anton (Kalbsleder)', store: 'de', qty: 1 });
    expect(relabelled.product_option?.extension_attributes?.configurable_item_options?.[0].label).toBe('Größe');
  });
});
