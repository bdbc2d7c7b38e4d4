import { describe, expect, it } from 'vitest';
import { paymentOfOrder, priceInCents, type PaymentOrderView } from '../../../shared/payone/order-payment.js';
import { itemLinesProblem } from '../../../shared/payone/item-lines.js';

const ORDER: PaymentOrderView = {
  orderNumber: '4821937750',
  grandTotalCents: 29390,
  shippingCents: 490,
  discountCents: 2990,
  currency: 'EUR',
  paymentMethod: 'payone_klarna_base',
  paymentState: 'pending',
  storeCode: 'de',
  billingAddress: { firstname: 'Erika', lastname: 'Mustermann', street: ['Jägerweg 12', ''], postcode: '10115', city: 'Berlin', country_id: 'DE', email: 'erika@example.org' },
  items: [
    { sku: 'KR-101-42', name: 'Kranich Derby', qty: 2, rowTotalCents: 25980 },
    { sku: 'SOCK-1', name: 'Socken', qty: 1, rowTotalCents: 5910 },
  ],
};

describe('the Payone payment of a stored order (issue #13 item 1)', () => {
  it('takes amount, currency, reference and customer from the order', () => {
    const payment = paymentOfOrder(ORDER);
    expect(payment).toMatchObject({ reference: '4821937750', amount: 29390, currency: 'EUR' });
    expect(payment.customer).toEqual({ firstname: 'Erika', lastname: 'Mustermann', street: 'Jägerweg 12', zip: '10115', city: 'Berlin', country: 'DE', email: 'erika@example.org' });
  });

  it('builds item lines (goods, shipment, voucher) that add up to the amount', () => {
    const { items, amount } = paymentOfOrder(ORDER);
    expect(items).toEqual([
      { it: 'goods', id: 'KR-101-42', pr: 12990, no: 2, de: 'Kranich Derby' },
      { it: 'goods', id: 'SOCK-1', pr: 5910, no: 1, de: 'Socken' },
      { it: 'shipment', id: 'shipping', pr: 490, no: 1, de: 'Shipping' },
      { it: 'voucher', id: 'discount', pr: -2990, no: 1, de: 'Discount' },
    ]);
    expect(itemLinesProblem(items, amount)).toBeNull();
  });

  it('reads Payone’s TransactionStatus price as cents', () => {
    expect([priceInCents('293.90'), priceInCents('293.9'), priceInCents('293'), priceInCents(' 0.01 ')]).toEqual([29390, 29390, 29300, 1]);
    for (const bad of [undefined, '', '293,90', '-1.00', '1.001', '1e3', 'NaN', '12345678901']) expect(priceInCents(bad), String(bad)).toBeNull();
  });
});
