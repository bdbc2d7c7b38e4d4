// Withdrawal rules (§356a BGB withdrawal button; spec 02 §9 return window 30 days).
import { describe, expect, it } from 'vitest';
import { addWorkingDays, declarationKey, isWithinWithdrawalPeriod, planWithdrawal, withdrawableLines, withdrawalDeadline, withdrawalLastDay } from '../../../shared/legal/withdrawal.js';

describe('spec 02 §9: the 30-day withdrawal period, from delivery', () => {
  it('ends with the 30th day after the delivery day in the shop time zone (Europe/Berlin)', () => {
    const delivered = new Date('2026-03-15T22:30:00Z'); // 23:30 on 15 March in Berlin
    const dates = { shippedAt: null, deliveredAt: delivered, shippingCountry: 'DE' };
    expect(withdrawalLastDay(delivered)).toBe('2026-04-14');
    expect(withdrawalDeadline(dates)).toBe('2026-04-14');
    expect(isWithinWithdrawalPeriod(dates, new Date('2026-04-14T21:59:00Z'))).toBe(true);
    expect(isWithinWithdrawalPeriod(dates, new Date('2026-04-14T22:00:00Z'))).toBe(false);
  });

  it('has not begun before shipping: no deadline, a withdrawal is possible at any time', () => {
    const dates = { shippedAt: null, deliveredAt: null, shippingCountry: 'DE' };
    expect(withdrawalDeadline(dates)).toBeNull();
    expect(isWithinWithdrawalPeriod(dates, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('without a recorded delivery runs from shipping plus the longest delivery time (working days: DE 3, EU 6)', () => {
    const shipped = new Date('2026-03-13T09:00:00Z'); // a Friday
    expect(addWorkingDays(shipped, 3).toISOString().slice(0, 10)).toBe('2026-03-18');
    expect(withdrawalDeadline({ shippedAt: shipped, deliveredAt: null, shippingCountry: 'DE' })).toBe('2026-04-17');
    expect(withdrawalDeadline({ shippedAt: shipped, deliveredAt: null, shippingCountry: 'IT' })).toBe('2026-04-22');
  });

  it('keeps the later day when delivery is recorded too, so the deadline a shipping mail stated holds', () => {
    const shipped = new Date('2026-03-13T09:00:00Z');
    expect(withdrawalDeadline({ shippedAt: shipped, deliveredAt: new Date('2026-03-16T12:00:00Z'), shippingCountry: 'DE' })).toBe('2026-04-17');
    expect(withdrawalDeadline({ shippedAt: shipped, deliveredAt: new Date('2026-03-25T12:00:00Z'), shippingCountry: 'DE' })).toBe('2026-04-24');
  });

  it('uses the Berlin day, not the UTC day, for an order after 23:00 UTC', () => {
    expect(withdrawalLastDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-31'); // 1 December in Berlin
  });
});

describe('§356a BGB: a whole order or single lines, not more than is left', () => {
  const ordered = [
    { itemId: 1, sku: 'A', qty: 2 },
    { itemId: 2, sku: 'B', qty: 1 },
    { itemId: 3, sku: 'A', qty: 1 },
  ];

  it('counts what was withdrawn per order line', () => {
    expect(withdrawableLines(ordered, [{ itemId: 1, qty: 1 }, { itemId: 1, qty: 1 }, { itemId: 2, qty: 1 }]).map((l) => l.withdrawable)).toEqual([0, 0, 1]);
  });

  it('no lines: the whole order, i.e. what is left of it; nothing left is refused', () => {
    const available = withdrawableLines(ordered, [{ itemId: 1, qty: 1 }]);
    expect(planWithdrawal(available, undefined)).toEqual({ ok: true, lines: [{ itemId: 1, sku: 'A', qty: 1 }, { itemId: 2, sku: 'B', qty: 1 }, { itemId: 3, sku: 'A', qty: 1 }] });
    const none = withdrawableLines(ordered, [{ itemId: 1, qty: 2 }, { itemId: 2, qty: 1 }, { itemId: 3, qty: 1 }]);
    expect(planWithdrawal(none, [])).toEqual({ ok: false, reason: 'nothing-left', field: 'lines' });
  });

  it('single lines: a sku on two order lines is taken line by line; more than is left is refused', () => {
    const available = withdrawableLines(ordered, []);
    expect(planWithdrawal(available, [{ sku: 'A', qty: 3 }])).toEqual({ ok: true, lines: [{ itemId: 1, sku: 'A', qty: 2 }, { itemId: 3, sku: 'A', qty: 1 }] });
    expect(planWithdrawal(available, [{ sku: 'B', qty: 1 }, { sku: 'A', qty: 4 }])).toEqual({ ok: false, reason: 'qty-too-high', field: 'lines.1.qty', sku: 'A' });
    expect(planWithdrawal(available, [{ sku: 'A', qty: 2 }, { sku: 'A', qty: 2 }])).toMatchObject({ ok: false, reason: 'qty-too-high', sku: 'A' });
  });

  it('refuses skus not in the order and quantities that are not whole numbers from 1', () => {
    const available = withdrawableLines(ordered, []);
    expect(planWithdrawal(available, [{ sku: 'Z', qty: 1 }])).toEqual({ ok: false, reason: 'unknown-sku', field: 'lines.0.sku', sku: 'Z' });
    expect(planWithdrawal(available, [{ sku: 'A', qty: 0 }])).toMatchObject({ ok: false, reason: 'qty-invalid', field: 'lines.0.qty' });
    expect(planWithdrawal(available, [{ sku: 'A', qty: 1.5 }])).toMatchObject({ ok: false, reason: 'qty-invalid' });
  });

  it('a line already withdrawn in full is "nothing left", not "too many"', () => {
    const available = withdrawableLines(ordered, [{ itemId: 2, qty: 1 }]);
    expect(planWithdrawal(available, [{ sku: 'B', qty: 1 }])).toMatchObject({ ok: false, reason: 'nothing-left', sku: 'B' });
  });

  it('recognises a repeated identical declaration whatever the order of its lines', () => {
    expect(declarationKey([{ sku: 'B', qty: 1 }, { sku: 'A', qty: 2 }], ' Too small ')).toBe(declarationKey([{ sku: 'A', qty: 1 }, { sku: 'B', qty: 1 }, { sku: 'A', qty: 1 }], 'Too small'));
    expect(declarationKey(undefined, null)).toBe('*|');
    expect(declarationKey([{ sku: 'A', qty: 1 }], null)).not.toBe(declarationKey([{ sku: 'A', qty: 2 }], null));
  });
});
