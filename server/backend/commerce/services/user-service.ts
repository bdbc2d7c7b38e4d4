// Customer accounts: sign-up, login, profile, password change and reset (spec 02 §3 "User state", §5, §7).
import { clearLoginFailures, isKnownDevice, loginLimitState, recordLoginFailure, rememberDevice, tooManyAttempts } from './login-limit-service.js';
import { isValidEmail, normalizeEmail } from '../../../../shared/commerce/email.js';
import { isPasswordStrong } from '../../../../shared/commerce/password.js';
import { isValidName } from '../../../../shared/commerce/address.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { CustomerRow, Database } from '../../../db/schema.js';
import { fail, invalidField } from '../commerce-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../password-hash.js';
import * as customers from '../repositories/customer-repository.js';
import * as resetTokens from '../repositories/token-repository.js';
import { validAddress } from './address-input.js';
import { afterEmailChange, assertCurrentPassword } from './email-change-service.js';
import { hashToken, issueSession, newRawToken, RESET_TOKEN_TTL_MS, revokeAllSessions, type SessionTokens } from './token-service.js';

export const DEFAULT_GROUP_ID = 1;
/** A new reset mail for the same customer is not sent within this time (protects the mailbox; the answer stays OK). */
export const RESET_RESEND_INTERVAL_MS = 60 * 1000;

export interface ProfileInput {
  email?: string;
  firstname?: string;
  lastname?: string;
  gender?: number | null;
  addresses?: Record<string, unknown>[];
  loyalty_card?: string | null;
}

function checkEmail(email: string, field: string): string {
  if (!isValidEmail(email)) throw invalidField(field, `${field} is not a valid e-mail address`);
  return email.trim();
}

function checkName(name: string, field: string): string {
  if (!isValidName(name)) throw invalidField(field, `${field} needs at least 2 letters`);
  return name.trim();
}

function checkPassword(password: string, field: string): void {
  if (!isPasswordStrong(password)) throw fail('ERR_WEAK_PASSWORD', { field });
}

function checkAddresses(addresses: Record<string, unknown>[], field: string): string {
  return JSON.stringify(addresses.map((a, i) => ({ ...validAddress(a, `${field}.${i}`, { requireEmail: false, orderAddress: false }), id: i + 1 })));
}

/**
 * A sign-up either creates the account or finds that the address has one. Both answer the same (issue #13 item 6:
 * sign-up must not tell who has an account); the owner of an existing address is mailed instead. `row` is what the
 * answer shows in both cases: the sent data, never the stored account.
 */
export type SignUpResult = { kind: 'created'; customer: CustomerRow; row: CustomerRow } | { kind: 'existing'; email: string; row: CustomerRow };

export async function createCustomer(db: Database, input: { customer: ProfileInput; password: string }, now: Date): Promise<SignUpResult> {
  const email = checkEmail(input.customer.email ?? '', 'customer.email');
  const firstname = checkName(input.customer.firstname ?? '', 'customer.firstname');
  const lastname = checkName(input.customer.lastname ?? '', 'customer.lastname');
  checkPassword(input.password, 'password');
  const addresses = checkAddresses(input.customer.addresses ?? [], 'customer.addresses');
  const iso = now.toISOString();
  // Hashed in either case, so that an existing address takes as long as a new one.
  const passwordHash = await hashPassword(input.password);
  const row = {
    email,
    email_normalized: normalizeEmail(email),
    password_hash: passwordHash,
    firstname,
    lastname,
    gender: input.customer.gender ?? null,
    addresses,
    group_id: DEFAULT_GROUP_ID,
    loyalty_card: input.customer.loyalty_card ?? null,
    created_at: iso,
    updated_at: iso,
  };
  const shown: CustomerRow = { ...row, id: 0 };
  const existing = await customers.findCustomerByEmail(db, row.email_normalized);
  if (existing) return { kind: 'existing', email: existing.email, row: shown };
  try {
    return { kind: 'created', customer: await customers.insertCustomer(db, row), row: shown };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides; the loser is told like the rest.
    if (isUniqueViolation(error)) return { kind: 'existing', email, row: shown };
    throw error;
  }
}

export interface LoginResult extends SessionTokens {
  /** The token the browser keeps as a known device of this account (login-limit-service.ts). */
  deviceToken: string;
}

/**
 * Log-in under the per-account limit: a limited account answers 429 before its password is even checked, unless the
 * browser is a known device of the account and the password is right. `onLimitReached` runs once per window, when
 * a failure reaches the limit (the owner's notice).
 */
export async function login(db: Database, username: string, password: string, now: Date, device: { token?: string; onLimitReached?: (email: string) => void } = {}): Promise<LoginResult> {
  const emailKey = normalizeEmail(username);
  const customer = await customers.findCustomerByEmail(db, emailKey);
  const limit = await loginLimitState(db, emailKey, now);
  const knownDevice = customer ? await isKnownDevice(db, customer.id, device.token) : false;
  if (limit.limited && !knownDevice) throw tooManyAttempts(limit);
  // Log-in hashes in a lane of its own, so sign-ups can never starve it (hash-queue.ts).
  const valid = customer ? await verifyPassword(password, customer.password_hash, 'login') : await verifyAgainstDummy(password, 'login');
  if (!customer || !valid) {
    if ((await recordLoginFailure(db, emailKey, now)) && customer) device.onLimitReached?.(customer.email);
    throw fail('ERR_INVALID_CREDENTIALS');
  }
  await clearLoginFailures(db, emailKey);
  const session = await issueSession(db, customer.id, now);
  return { ...session, deviceToken: await rememberDevice(db, customer.id, device.token, now) };
}

export async function getCustomer(db: Database, customerId: number): Promise<CustomerRow> {
  const customer = await customers.findCustomerById(db, customerId);
  if (!customer) throw fail('ERR_UNAUTHORIZED');
  return customer;
}

export interface ProfileUpdate {
  customer: CustomerRow;
  /** Set when the e-mail changed: the old address and the raw undo token for the notice mailed to it. */
  emailChange: { oldEmail: string; newEmail: string; undoToken: string } | null;
}

/**
 * Spec 02 §3: only firstname, lastname, email, gender and addresses (and the loyalty card) can be changed. A new
 * e-mail needs the current password and ends the other sessions (email-change-service.ts).
 */
export async function updateProfile(db: Database, customerId: number, input: ProfileInput, now: Date, session: { accessToken: string; currentPassword?: string }): Promise<ProfileUpdate> {
  const current = await getCustomer(db, customerId);
  const patch: customers.CustomerPatch = { updated_at: now.toISOString() };
  if (input.firstname !== undefined) patch.firstname = checkName(input.firstname, 'customer.firstname');
  if (input.lastname !== undefined) patch.lastname = checkName(input.lastname, 'customer.lastname');
  if (input.gender !== undefined) patch.gender = input.gender;
  if (input.loyalty_card !== undefined) patch.loyalty_card = input.loyalty_card;
  if (input.addresses !== undefined) patch.addresses = checkAddresses(input.addresses, 'customer.addresses');
  const emailChanges = input.email !== undefined && normalizeEmail(input.email) !== current.email_normalized;
  if (emailChanges) {
    patch.email = checkEmail(input.email!, 'customer.email');
    patch.email_normalized = normalizeEmail(input.email!);
    await assertCurrentPassword(current, session.currentPassword);
    if (await customers.findCustomerByEmail(db, patch.email_normalized)) throw fail('ERR_DUPLICATE_EMAIL', { field: 'customer.email' });
  }
  let customer: CustomerRow;
  try {
    customer = await customers.updateCustomer(db, customerId, patch);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('ERR_DUPLICATE_EMAIL', { field: 'customer.email' });
    throw error;
  }
  if (!emailChanges) return { customer, emailChange: null };
  const undoToken = await afterEmailChange(db, current, session.accessToken, now);
  return { customer, emailChange: { oldEmail: current.email, newEmail: customer.email, undoToken } };
}

/** Change-password failures answer `result: {errorMessage}` (spec 02 §7). */
export async function changePassword(db: Database, customerId: number, input: { currentPassword: string; newPassword: string }, now: Date, accessToken: string): Promise<void> {
  const customer = await getCustomer(db, customerId);
  if (!(await verifyPassword(input.currentPassword, customer.password_hash))) {
    throw fail('ERR_WRONG_PASSWORD', { field: 'currentPassword', result: { errorMessage: "The password doesn't match this account. Verify the password and try again." } });
  }
  if (!isPasswordStrong(input.newPassword)) {
    const error = fail('ERR_WEAK_PASSWORD');
    throw fail('ERR_WEAK_PASSWORD', { field: 'newPassword', result: { errorMessage: error.message } });
  }
  await customers.updateCustomer(db, customerId, { password_hash: await hashPassword(input.newPassword), updated_at: now.toISOString() });
  await revokeAllSessions(db, customerId, now, accessToken);
}

/**
 * Creates a reset token when the e-mail belongs to a customer and returns it raw (for the mail), else null. The
 * caller answers OK either way so that nobody can learn which addresses have an account.
 */
export async function requestPasswordReset(db: Database, email: string, now: Date): Promise<{ email: string; token: string } | null> {
  const customer = await customers.findCustomerByEmail(db, normalizeEmail(email));
  if (!customer) return null;
  const last = await resetTokens.latestResetTokenCreatedAt(db, customer.id);
  if (last && now.getTime() - Date.parse(last) < RESET_RESEND_INTERVAL_MS) return null;
  const token = newRawToken();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await resetTokens.retireResetTokens(trx, customer.id, iso);
    await resetTokens.insertResetToken(trx, { token_hash: hashToken(token), customer_id: customer.id, created_at: iso, expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString() });
  });
  return { email: customer.email, token };
}

/** Sets a new password with a live reset token (single use, 1 hour) and ends every session of the customer. */
export async function createPassword(db: Database, input: { email: string; resetToken: string; newPassword: string }, now: Date): Promise<void> {
  checkPassword(input.newPassword, 'newPassword');
  const customer = await customers.findCustomerByEmail(db, normalizeEmail(input.email));
  // Hash before the transaction: SQLite has one connection, and scrypt should not hold it. Hashed for an unknown
  // address too, so the answer takes as long whether an account exists or not.
  const passwordHash = await hashPassword(input.newPassword);
  if (!customer) throw fail('ERR_INVALID_RESET_TOKEN', { field: 'resetToken' });
  await db.transaction().execute(async (trx) => {
    const consumed = await resetTokens.consumeResetToken(trx, hashToken(input.resetToken), customer.id, now.toISOString());
    if (!consumed) throw fail('ERR_INVALID_RESET_TOKEN', { field: 'resetToken' });
    await customers.updateCustomer(trx, customer.id, { password_hash: passwordHash, updated_at: now.toISOString() });
    await revokeAllSessions(trx, customer.id, now);
  });
}
