// E-mail rules (spec 02 §5 "valid e-mail") and the one normal form used to compare addresses case-insensitively.

export const EMAIL_MAX_LENGTH = 254;

// One @, a local part without spaces, a domain with at least one dot and a letter TLD; deliberately not RFC 5322 in
// full (quoted local parts are not accepted by the shop's forms either).
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  if (trimmed.length === 0 || trimmed.length > EMAIL_MAX_LENGTH) return false;
  const local = trimmed.slice(0, trimmed.lastIndexOf('@'));
  if (local.length > 64) return false;
  return EMAIL_PATTERN.test(trimmed);
}

/** The form two addresses are compared in: trimmed and lower case (e-mail is unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting mails per recipient (issue #13 item 10): lower case, without a
 * `+tag` in the local part (a+1@x and a@x are one mailbox at nearly every provider), and for Gmail without dots
 * (a.b@gmail.com is ab@gmail.com) and with googlemail.com as gmail.com. Never used to send or to identify accounts.
 */
export function mailboxKey(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 1) return normalized;
  let local = normalized.slice(0, at);
  let domain = normalized.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
