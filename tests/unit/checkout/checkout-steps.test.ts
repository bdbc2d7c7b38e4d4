import { describe, expect, it } from 'vitest';
import { CHECKOUT_ACTIVITY_WINDOW_MS, isCheckoutActive, parseCheckout, serializeCheckout } from '../../../shared/checkout/checkout-activity.js';
import { canOpenStep, completeStep, firstOpenStep, isStepComplete, orderBlocker } from '../../../shared/checkout/checkout-steps.js';
import { initialCheckout, type CheckoutDetails } from '../../../shared/checkout/checkout-types.js';
import { analyticsStepNumber, checkoutStepEvent } from '../../../shared/checkout/analytics.js';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

function filled(): CheckoutDetails {
  const base = initialCheckout('DE');
  return {
    ...base,
    personalDetails: { ...base.personalDetails, firstName: 'Anna', lastName: 'Kranich', emailAddress: 'anna@example.com' },
    shippingDetails: { ...base.shippingDetails, firstName: 'Anna', lastName: 'Kranich', streetAddress: 'Lichtentaler Allee', apartmentNumber: '8', zipCode: '76530', city: 'Baden-Baden', shippingMethod: 'gogreen', shippingCarrier: 'dhl' },
    paymentDetails: { ...base.paymentDetails, paymentMethod: 'banktransfer' },
  };
}

describe('checkout steps (issue 4 §3: in order, each completed step editable)', () => {
  it('starts with personal details and opens only steps whose predecessors are complete', () => {
    const details = filled();
    expect(firstOpenStep(details)).toBe('personal');
    expect(canOpenStep('shipping', details)).toBe(false);
    const afterPersonal = completeStep(details, 'personal', NOW);
    expect(afterPersonal.modifiedAt).toBe(NOW);
    expect(firstOpenStep(afterPersonal)).toBe('shipping');
    expect(canOpenStep('shipping', afterPersonal)).toBe(true);
    expect(canOpenStep('review', afterPersonal)).toBe(false);
  });

  it('reaches review when the first three are complete; an edit that breaks a rule reopens that step', () => {
    let details = filled();
    for (const step of ['personal', 'shipping', 'payment'] as const) details = completeStep(details, step, NOW);
    expect(firstOpenStep(details)).toBe('review');
    expect(canOpenStep('personal', details)).toBe(true);
    const edited = { ...details, shippingDetails: { ...details.shippingDetails, zipCode: '1' } };
    expect(isStepComplete('shipping', edited)).toBe(false);
    expect(firstOpenStep(edited)).toBe('shipping');
  });

  it('blocks the order for an empty cart, below the minimum order value of €20,00 (spec 02 §5), before the steps and without the terms', () => {
    let details = filled();
    expect(orderBlocker({ itemCount: 0, subtotal: 0, discount: 0, details })).toBe('empty-cart');
    expect(orderBlocker({ itemCount: 1, subtotal: 1999, discount: 0, details })).toBe('minimum-order-value');
    expect(orderBlocker({ itemCount: 1, subtotal: 2500, discount: 600, details })).toBe('minimum-order-value');
    expect(orderBlocker({ itemCount: 1, subtotal: 2000, discount: 0, details })).toBe('steps-incomplete');
    for (const step of ['personal', 'shipping', 'payment'] as const) details = completeStep(details, step, NOW);
    expect(orderBlocker({ itemCount: 1, subtotal: 2000, discount: 0, details })).toBe('terms');
    expect(orderBlocker({ itemCount: 1, subtotal: 2000, discount: 0, details: { ...details, termsAccepted: true } })).toBeNull();
  });
});

describe('checkout activity and storage (spec 02 §4: in checkout while modifiedAt is within 30 minutes)', () => {
  it('counts as active up to 30 minutes after the last change', () => {
    expect(isCheckoutActive(NOW - CHECKOUT_ACTIVITY_WINDOW_MS, NOW)).toBe(true);
    expect(isCheckoutActive(NOW - CHECKOUT_ACTIVITY_WINDOW_MS - 1, NOW)).toBe(false);
    expect(isCheckoutActive(null, NOW)).toBe(false);
  });

  it('stores the form without the password, the payment data or the accepted terms, and reads it back', () => {
    const details = { ...filled(), termsAccepted: true, modifiedAt: NOW, completed: ['personal' as const] };
    details.personalDetails = { ...details.personalDetails, createAccount: true, password: 'Secret-Pass1', repeatPassword: 'Secret-Pass1' };
    details.paymentDetails = { ...details.paymentDetails, paymentMethodAdditional: { iban: 'DE89370400440532013000' } };
    const text = serializeCheckout(details);
    expect(text).not.toContain('Secret-Pass1');
    expect(text).not.toContain('DE89370400440532013000');
    const back = parseCheckout(text, 'DE')!;
    expect(back.personalDetails).toMatchObject({ firstName: 'Anna', createAccount: true, password: '' });
    expect(back.completed).toEqual(['personal']);
    expect(back.termsAccepted).toBe(false);
    expect(back.modifiedAt).toBe(NOW);
  });

  it('ignores what is not a stored checkout', () => {
    expect(parseCheckout('nonsense', 'DE')).toBeNull();
    expect(parseCheckout(JSON.stringify({ version: 99 }), 'DE')).toBeNull();
    expect(parseCheckout(JSON.stringify({ version: 1, personalDetails: { firstName: 7 }, completed: ['bogus'] }), 'IT')!.shippingDetails.country).toBe('IT');
  });
});

describe('analytics steps (spec 02 §4: 1 personal details, 2 shipping, 3 payment, 4 review)', () => {
  it('numbers the steps and lists the products in euros', () => {
    expect(['personal', 'shipping', 'payment', 'review'].map((s) => analyticsStepNumber(s as 'personal'))).toEqual([1, 2, 3, 4]);
    expect(checkoutStepEvent('payment', [{ sku: 'OX-42', name: 'Oxford', qty: 1, priceCents: 34900 }], 'banktransfer')).toEqual({
      event: 'checkout',
      ecommerce: { currencyCode: 'EUR', checkout: { actionField: { step: 3, option: 'banktransfer' }, products: [{ id: 'OX-42', name: 'Oxford', price: 349, quantity: 1 }] } },
    });
  });
});
