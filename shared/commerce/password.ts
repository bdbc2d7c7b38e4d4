// Password rule of spec 02 §5: at least 8 characters with upper case, lower case and a special character,
// or else at least 3 of the 4 classes (upper, lower, digit, special).

export const PASSWORD_MIN_LENGTH = 8;
/** Beyond this a password is refused so that hashing stays cheap for the server (not a spec rule). */
export const PASSWORD_MAX_LENGTH = 256;

export interface PasswordClasses {
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

export function passwordClasses(password: string): PasswordClasses {
  return {
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    // Anything that is not a letter, digit or whitespace counts as special.
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

/** Spec 02 §5: true when the password is acceptable. */
export function isPasswordStrong(password: string): boolean {
  if ([...password].length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  const c = passwordClasses(password);
  if (c.upper && c.lower && c.special) return true;
  return [c.upper, c.lower, c.digit, c.special].filter(Boolean).length >= 3;
}
