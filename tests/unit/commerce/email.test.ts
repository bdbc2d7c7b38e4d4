import { describe, expect, it } from 'vitest';
import { isValidEmail, mailboxKey, normalizeEmail } from '../../../shared/commerce/email.js';

describe('e-mail rules (spec 02 §5 "valid e-mail"; unique without regard to case)', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['anna@example.com', 'a.b+shoes@sub.example.de', 'jörg@müller.de', ' anna@example.com ']) expect(isValidEmail(ok)).toBe(true);
  });

  it('refuses malformed or hostile ones', () => {
    for (const bad of ['', 'anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', 'a@b.c', '<script>@x.de', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.de`]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('normalises for comparison', () => {
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });
});

describe('mailboxKey (issue #13 item 10: per-recipient mail limits count mailboxes)', () => {
  it('lower-cases and drops a +tag in the local part', () => {
    expect(mailboxKey(' Anna+1@Example.com ')).toBe('anna@example.com');
    expect(mailboxKey('anna+news+2@example.com')).toBe('anna@example.com');
    expect(mailboxKey('anna@example.com')).toBe('anna@example.com');
  });
  it('drops dots for Gmail and treats googlemail.com as gmail.com, but keeps dots elsewhere', () => {
    expect(mailboxKey('A.n.n.a+x@gmail.com')).toBe('anna@gmail.com');
    expect(mailboxKey('anna@googlemail.com')).toBe('anna@gmail.com');
    expect(mailboxKey('a.nna@example.com')).toBe('a.nna@example.com');
  });
});
