import { describe, expect, it } from 'vitest';
import { quantityInputIntent } from '../../../shared/cart/quantity-input.js';

describe('a quantity typed into a cart line (issue 12 item 10)', () => {
  it('0 asks to remove the line instead of becoming 1', () => {
    expect(quantityInputIntent('0', 1)).toEqual({ kind: 'remove' });
    expect(quantityInputIntent(' 00 ', 3)).toEqual({ kind: 'remove' });
  });

  it('the same quantity changes nothing; another goes to the cart rules as typed', () => {
    expect(quantityInputIntent('2', 2)).toEqual({ kind: 'unchanged' });
    expect(quantityInputIntent('3', 2)).toEqual({ kind: 'change', qty: '3' });
    expect(quantityInputIntent('-1', 2)).toEqual({ kind: 'change', qty: '-1' });
    expect(quantityInputIntent('', 2)).toEqual({ kind: 'change', qty: '' });
  });
});
