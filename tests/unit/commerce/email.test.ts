import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from '../../../shared/commerce/email.js';

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
