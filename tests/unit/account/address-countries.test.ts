import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES } from '../../../shared/account/address-book.js';
import { EU_COUNTRIES } from '../../../shared/commerce/eu-countries.js';

describe('one country list for the address book and checkout (issue 12 item 10)', () => {
  it("the address book offers checkout's 27 EU countries, not Switzerland", () => {
    expect(SHIPPING_COUNTRIES).toHaveLength(27);
    expect(new Set(SHIPPING_COUNTRIES)).toEqual(new Set(EU_COUNTRIES));
    expect(SHIPPING_COUNTRIES).not.toContain('CH');
  });
});
