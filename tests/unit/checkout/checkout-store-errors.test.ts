// The checkout steps follow the shared rule for shown messages (issue 12 item 10): a corrected field loses its
// message as the shopper types, not only at the next "Continue".
import { describe, expect, it } from 'vitest';
import { checkoutStore, setTermsAccepted, submitStep, updatePersonal } from '../../../client/checkout/checkout-store.js';

describe('checkout store: shown messages after an edit', () => {
  it('clears a corrected field at once, keeps the others, and adds none before the next submit', () => {
    const errors = submitStep('personal');
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'emailAddress']));

    updatePersonal({ firstName: 'Anna' });
    const shown = checkoutStore.getState().errors.personal ?? {};
    expect(shown.firstName).toBeUndefined();
    expect(shown.lastName).toEqual({ message: 'This field is required' });

    updatePersonal({ lastName: 'K' });
    expect(checkoutStore.getState().errors.personal?.lastName).toEqual({ message: 'Please enter a name with at least {min} letters', params: { min: 2 } });

    updatePersonal({ firstName: '' });
    expect(checkoutStore.getState().errors.personal?.firstName).toBeUndefined();
  });

  it('clears the terms message once the terms are accepted', () => {
    submitStep('review');
    expect(checkoutStore.getState().errors.review?.termsAccepted).toBeDefined();
    setTermsAccepted(true);
    expect(checkoutStore.getState().errors.review?.termsAccepted).toBeUndefined();
  });
});
