import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  ORDER_TRANSITIONS,
  initialOrderState,
  isFinalOrderState,
  orderStateOf,
  orderTransition,
  paymentDueAt,
  type OrderState,
} from '../../../shared/commerce/order-state.js';

const allowed = (from: OrderState) => ORDER_STATES.filter((to) => orderTransition(from, to) !== null);

describe('order states', () => {
  it('runs pending_payment → paid → shipped → delivered, and cash on delivery from confirmed', () => {
    expect(orderTransition('pending_payment', 'paid')).not.toBeNull();
    expect(orderTransition('paid', 'shipped')).not.toBeNull();
    expect(orderTransition('shipped', 'delivered')).not.toBeNull();
    expect(orderTransition('confirmed', 'shipped')).not.toBeNull();
  });

  it('allows exactly the listed changes from each state', () => {
    expect(allowed('pending_payment')).toEqual(['paid', 'cancelled']);
    expect(allowed('confirmed')).toEqual(['shipped', 'cancelled', 'withdrawn']);
    expect(allowed('paid')).toEqual(['shipped', 'refunded', 'withdrawn']);
    expect(allowed('shipped')).toEqual(['delivered', 'refunded', 'withdrawn']);
    expect(allowed('delivered')).toEqual(['refunded', 'withdrawn']);
    expect(allowed('withdrawn')).toEqual(['refunded']);
    expect(allowed('cancelled')).toEqual([]);
    expect(allowed('refunded')).toEqual([]);
  });

  it('refuses going back, skipping payment, and cancelling what was paid or shipped', () => {
    expect(orderTransition('paid', 'pending_payment')).toBeNull();
    expect(orderTransition('pending_payment', 'shipped')).toBeNull();
    expect(orderTransition('paid', 'cancelled')).toBeNull();
    expect(orderTransition('shipped', 'cancelled')).toBeNull();
    expect(orderTransition('pending_payment', 'refunded')).toBeNull();
    expect(orderTransition('pending_payment', 'withdrawn')).toBeNull();
    expect(orderTransition('delivered', 'delivered')).toBeNull();
    for (const state of ORDER_STATES) expect(orderTransition(state, state)).toBeNull();
  });

  it('gives stock back only when the goods were held or come back, never twice', () => {
    expect(orderTransition('pending_payment', 'cancelled')!.releasesStock).toBe(true);
    expect(orderTransition('confirmed', 'cancelled')!.releasesStock).toBe(true);
    expect(orderTransition('paid', 'refunded')!.releasesStock).toBe(true);
    expect(orderTransition('delivered', 'withdrawn')!.releasesStock).toBe(true);
    expect(orderTransition('withdrawn', 'refunded')!.releasesStock).toBe(false);
    expect(orderTransition('delivered', 'refunded')!.releasesStock).toBe(false);
    expect(orderTransition('pending_payment', 'paid')!.releasesStock).toBe(false);
  });

  it('names only known states in the table, and the ends are final', () => {
    for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATES).toContain(from);
      for (const to of Object.keys(targets)) expect(ORDER_STATES).toContain(to);
    }
    expect(isFinalOrderState('cancelled')).toBe(true);
    expect(isFinalOrderState('refunded')).toBe(true);
    expect(isFinalOrderState('withdrawn')).toBe(false);
  });

  it('starts cash on delivery confirmed, Payone-paid orders paid, everything else waiting for payment', () => {
    expect(initialOrderState('cashondelivery', null)).toBe('confirmed');
    expect(initialOrderState('banktransfer', null)).toBe('pending_payment');
    expect(initialOrderState('payone_paypal', 'pending')).toBe('pending_payment');
    expect(initialOrderState('payone_paypal', 'failed')).toBe('pending_payment');
    expect(initialOrderState('payone_creditcard', 'appointed')).toBe('paid');
    expect(initialOrderState('payone_debit_payment', 'paid')).toBe('paid');
  });

  it('reads a stored state, and derives one for a row without (an older replica wrote it)', () => {
    expect(orderStateOf({ state: 'shipped', payment_method: 'banktransfer', payment_state: null })).toBe('shipped');
    expect(orderStateOf({ state: null, payment_method: 'cashondelivery', payment_state: null })).toBe('confirmed');
    expect(orderStateOf({ state: 'pending', payment_method: 'banktransfer', payment_state: null })).toBe('pending_payment');
  });

  it('gives prepayment days and Payone payments minutes before the order is given up', () => {
    const placed = new Date('2026-07-01T10:00:00.000Z');
    const settings = { prepaymentDueDays: 10, paymentPendingMinutes: 60 };
    expect(paymentDueAt('banktransfer', placed, settings)!.toISOString()).toBe('2026-07-11T10:00:00.000Z');
    expect(paymentDueAt('payone_paypal', placed, settings)!.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(paymentDueAt('payone_creditcard', placed, settings)!.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(paymentDueAt('cashondelivery', placed, settings)).toBeNull();
  });
});
