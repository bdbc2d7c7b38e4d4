// The withdrawal page's view of the API (§356a BGB): one line per sku to choose from, and the shopper's message for
// each failed answer (one not-found text for a wrong number or e-mail, the limit, the period, the quantity).
import { describe, expect, it } from 'vitest';
import { linesBySku, withdrawalErrorMessage, type WithdrawalLookupLine } from '../../../client/components/legal/withdrawal-api.js';
import { legalTexts } from '../../../shared/i18n/legal.js';

const line = (sku: string, ordered: number, withdrawn: number): WithdrawalLookupLine => ({ sku, name: sku, product_option: null, price_incl_tax: 10, qty_ordered: ordered, qty_withdrawn: withdrawn, qty_withdrawable: ordered - withdrawn });

describe('withdrawal page helpers', () => {
  it('shows a sku ordered on two lines once, with the quantities summed', () => {
    expect(linesBySku([line('A', 2, 1), line('B', 1, 0), line('A', 1, 0)])).toEqual([{ ...line('A', 3, 1) }, line('B', 1, 0)]);
  });

  it('turns every failed answer into a translated message', () => {
    const cases: [number, unknown][] = [[404, 'ERR_ORDER_NOT_FOUND'], [400, 'ERR_WITHDRAWAL_PERIOD_OVER'], [400, 'ERR_WITHDRAWAL_QTY'], [400, 'ERR_NOTHING_TO_WITHDRAW'], [400, 'ERR_VALIDATION'], [429, undefined], [502, 'ERR_UPSTREAM'], [500, undefined]];
    for (const [status, code] of cases) {
      const message = withdrawalErrorMessage(status, code);
      expect(legalTexts.de[message], message).toBeTruthy();
    }
    expect(withdrawalErrorMessage(429, 'ERR_ORDER_NOT_FOUND')).toMatch(/Too many attempts/);
    expect(withdrawalErrorMessage(404, 'ERR_ORDER_NOT_FOUND')).toBe('We could not find an order with this order number and e-mail address. Please check both.');
  });
});
