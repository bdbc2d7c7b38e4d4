import { describe, expect, it } from 'vitest';
import { daySpan, deliveryTimeTo } from '../../../shared/commerce/delivery-time.js';

describe('delivery time by destination country', () => {
  it('promises 2–3 working days within Germany', () => {
    expect(deliveryTimeTo('DE')).toEqual({ minDays: 2, maxDays: 3 });
    expect(deliveryTimeTo(' de ')).toEqual({ minDays: 2, maxDays: 3 });
  });

  it('promises 3–6 working days to Austria, Italy, France and the rest of the EU', () => {
    for (const country of ['AT', 'IT', 'FR', 'PL', 'SE']) expect(daySpan(deliveryTimeTo(country)!)).toBe('3–6');
  });

  it('promises nothing where the shop does not deliver', () => {
    expect(deliveryTimeTo('CH')).toBeNull();
    expect(deliveryTimeTo('US')).toBeNull();
    expect(deliveryTimeTo('')).toBeNull();
  });
});
