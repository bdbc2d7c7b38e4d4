import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../shared/checkout/checkout-validation.js';
import { errorsAfterEdit } from '../../../shared/forms/shown-errors.js';

describe('errorsAfterEdit (issue 12 item 10: a corrected field loses its message at once)', () => {
  it('clears the message of a field the shopper corrected, before any submit', () => {
    expect(errorsAfterEdit({ email: 'Please enter a valid e-mail address', city: 'This field is required' }, { city: 'This field is required' })).toEqual({
      city: 'This field is required',
    });
  });

  it("keeps a shown field's message while it is still wrong, with its current wording", () => {
    expect(errorsAfterEdit({ zip: 'This field is required' }, { zip: 'Please enter at least {min} characters' })).toEqual({ zip: 'Please enter at least {min} characters' });
  });

  it('gives no message to a field that showed none (a field being typed into is not told off half-way)', () => {
    expect(errorsAfterEdit({ city: 'This field is required' }, { city: 'This field is required', email: 'Please enter a valid e-mail address' })).toEqual({
      city: 'This field is required',
    });
    expect(errorsAfterEdit({}, { email: 'Please enter a valid e-mail address' })).toEqual({});
  });

  it('carries messages with parameters (the checkout step messages) unchanged', () => {
    const required: FieldError = { message: 'This field is required' };
    const tooShort: FieldError = { message: 'Please enter at least {min} characters', params: { min: 2 } };
    expect(errorsAfterEdit({ firstName: required }, { firstName: tooShort })).toEqual({ firstName: tooShort });
  });

  it('returns an empty object once every shown field is corrected', () => {
    expect(errorsAfterEdit({ a: 'x', b: 'y' }, {})).toEqual({});
  });
});
