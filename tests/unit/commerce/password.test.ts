import { describe, expect, it } from 'vitest';
import { isPasswordStrong, passwordClasses } from '../../../shared/commerce/password.js';

describe('isPasswordStrong (spec 02 §5: ≥ 8 characters with upper, lower and special, or 3 of 4 classes)', () => {
  it('accepts upper + lower + special', () => {
    expect(isPasswordStrong('Schuh!Kauf')).toBe(true);
  });

  it('accepts any 3 of the 4 classes', () => {
    expect(isPasswordStrong('Schuhe2026')).toBe(true); // upper, lower, digit
    expect(isPasswordStrong('schuhe#2026')).toBe(true); // lower, digit, special
    expect(isPasswordStrong('SCHUHE#2026')).toBe(true); // upper, digit, special
  });

  it('refuses fewer than 3 classes', () => {
    expect(isPasswordStrong('schuhekauf')).toBe(false);
    expect(isPasswordStrong('Schuhekauf')).toBe(false);
    expect(isPasswordStrong('12345678!')).toBe(false);
  });

  it('refuses fewer than 8 characters even with every class', () => {
    expect(isPasswordStrong('Ab1!xyz')).toBe(false);
    expect(isPasswordStrong('Ab1!xyzw')).toBe(true);
  });

  it('counts letters beyond ASCII and refuses absurd lengths', () => {
    expect(passwordClasses('Ärger')).toMatchObject({ upper: true, lower: true });
    expect(isPasswordStrong('Öl-füßchen')).toBe(true);
    expect(isPasswordStrong(`Aa1!${'x'.repeat(300)}`)).toBe(false);
  });
});
