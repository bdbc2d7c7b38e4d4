import { describe, expect, it } from 'vitest';
import { paymentStateLabel } from '../../../shared/account/order-status.js';
import { awaitsPayment, initialPaymentState, nextPaymentState } from '../../../shared/commerce/payment-state.js';

describe('payment state of an order (issue #13 item 1)', () => {
  it('starts pending for Payone methods and absent for offline ones', () => {
    expect(initialPaymentState('payone_creditcard')).toBe('pending');
    expect(initialPaymentState('banktransfer')).toBeNull();
    expect(initialPaymentState('cashondelivery')).toBeNull();
  });

  it('moves appointed → paid, and failed, as Payone reports', () => {
    expect(nextPaymentState('pending', 'appointed')).toBe('appointed');
    expect(nextPaymentState('appointed', 'paid')).toBe('paid');
    expect(nextPaymentState('pending', 'paid')).toBe('paid');
    expect(nextPaymentState('appointed', 'failed')).toBe('failed');
    expect(nextPaymentState('paid', 'failed')).toBe('failed');
    expect(nextPaymentState('failed', 'appointed')).toBe('appointed');
    expect(nextPaymentState(null, 'appointed')).toBe('appointed');
  });

  it('is idempotent: a repeated or late notification changes nothing', () => {
    expect(nextPaymentState('appointed', 'appointed')).toBeNull();
    expect(nextPaymentState('paid', 'paid')).toBeNull();
    expect(nextPaymentState('failed', 'failed')).toBeNull();
    expect(nextPaymentState('paid', 'appointed')).toBeNull();
  });

  it('only acknowledges the other txactions', () => {
    for (const txaction of ['capture', 'refund', 'debit', 'reminder', 'cancelation', 'underpaid', 'transfer', 'invoice', '']) {
      expect(nextPaymentState('appointed', txaction), txaction).toBeNull();
    }
  });

  it('a new authorization is sent only while the order awaits its payment', () => {
    expect([null, 'pending', 'failed', 'appointed', 'paid'].map(awaitsPayment)).toEqual([true, true, true, false, false]);
  });
});

describe('payment state in the account’s order detail', () => {
  it('reads as a label, and as nothing for an order paid offline', () => {
    expect(['pending', 'appointed', 'paid', 'failed', null, undefined, 'other'].map(paymentStateLabel)).toEqual(['Awaiting payment', 'Payment authorized', 'Paid', 'Payment failed', null, null, null]);
  });
});
