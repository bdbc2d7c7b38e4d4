import { describe, expect, it } from 'vitest';
import { buildContactEmail, validateContactForm, type ContactFormValues } from '../../../shared/contact/contact-form.js';

const VALID: ContactFormValues = { name: 'Anna Weber', email: 'anna@example.com', subject: 'Order 100000123', message: 'The left shoe is half a size too small.', privacyAccepted: true };

describe('contact form rules (spec 01 §2 /contact, spec 02 §5 name, e-mail, required fields)', () => {
  it('a complete form has no errors', () => {
    expect(validateContactForm(VALID)).toEqual({});
  });

  it('every field is required, and the privacy consent must be given', () => {
    expect(validateContactForm({ name: ' ', email: '', subject: '', message: '', privacyAccepted: false })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      subject: 'Please enter a subject or your order number.',
      message: 'Please write your message.',
      privacyAccepted: 'Please agree to the privacy policy so that we may answer you.',
    });
  });

  it('a name needs at least 2 letters; the e-mail must be valid; the message at least 10 characters', () => {
    expect(validateContactForm({ ...VALID, name: 'A.' }).name).toBe('Your name needs at least 2 letters.');
    expect(validateContactForm({ ...VALID, name: 'Jo' }).name).toBeUndefined();
    expect(validateContactForm({ ...VALID, email: 'anna@example' }).email).toBe('Please enter a valid e-mail address, e.g. name@example.com.');
    expect(validateContactForm({ ...VALID, message: 'Too short' }).message).toBe('Your message needs at least 10 characters.');
  });

  it("the mail backend's limits: subject 200, name 100 characters", () => {
    expect(validateContactForm({ ...VALID, subject: 'x'.repeat(201) }).subject).toBe('The subject may have at most 200 characters.');
    expect(validateContactForm({ ...VALID, subject: 'x'.repeat(200) }).subject).toBeUndefined();
    expect(validateContactForm({ ...VALID, name: 'a'.repeat(101) }).name).toBe('Your name may have at most 100 characters.');
  });

  it('becomes a send-email body to the shop with a copy for the sender, the name above the message', () => {
    expect(buildContactEmail({ ...VALID, email: ' anna@example.com ' }, 'service@shop.example')).toEqual({
      sourceAddress: 'anna@example.com',
      targetAddress: 'service@shop.example',
      subject: 'Order 100000123',
      emailText: 'Anna Weber\n\nThe left shoe is half a size too small.',
      confirmation: false,
    });
  });
});
