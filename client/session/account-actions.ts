// What the account screens and the auth modal do through the session: sign-up, profile, addresses, password
// change and reset, newsletter, own reviews (spec 02 §4, §7, §8 texts).
import type { CustomerAddress, CustomerProfile } from '../../shared/account/session-rules.js';
import { errorNoticeFor } from '../../shared/cart/error-notice.js';
import type { ShellNotificationInput } from '../stores/notification-store.js';
import type { SessionController } from './session-controller.js';
import type { UserAnswer } from './user-api.js';

export const PROFILE_UPDATED = 'Account data has successfully been updated';
export const PASSWORD_CHANGED = 'Password has successfully been changed';
export const OFFLINE_RESET = 'Reset password feature does not work while offline!';

export interface AccountActionDeps {
  notify: (input: ShellNotificationInput) => void;
  translate: (key: string) => string;
  isOnline: () => boolean;
  storeCode: () => string;
}

export interface SignUpInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  newsletter: boolean;
}

export interface CustomerReview {
  id: number;
  product_id: number;
  product_name: string | null;
  product_sku: string | null;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

const NEWSLETTER = '/api/ext/mailchimp-subscribe/subscribe';

export function createAccountActions(session: SessionController, deps: AccountActionDeps) {
  const t = deps.translate;
  const showError = (answer: UserAnswer) => {
    const message = errorNoticeFor(answer, false);
    if (message) deps.notify({ type: 'danger', message: t(message) });
  };
  const offline = (): boolean => {
    if (deps.isOnline()) return false;
    deps.notify({ type: 'danger', message: t(OFFLINE_RESET) });
    return true;
  };

  /** A new e-mail address needs the current password (issue #13 item 3); the old address gets an undo link. */
  async function saveProfile(customer: Partial<CustomerProfile>, currentPassword?: string): Promise<boolean> {
    const body = currentPassword ? { customer, currentPassword } : { customer };
    const answer = await session.request<CustomerProfile>({ method: 'POST', path: '/api/user/me', auth: true, query: { storeCode: deps.storeCode() }, body });
    if (answer.code !== 200) return (showError(answer), false);
    session.store.setState({ current: { ...answer.result, addresses: answer.result.addresses ?? [] } });
    session.persist();
    deps.notify({ type: 'success', message: t(PROFILE_UPDATED), actions: [{ label: t('OK') }] });
    return true;
  }

  return {
    /** Sign-up, then login; the newsletter opt-in subscribes afterwards (its failure does not undo the account). */
    async signUp(input: SignUpInput): Promise<UserAnswer> {
      const customer = { email: input.email.trim(), firstname: input.firstname.trim(), lastname: input.lastname.trim() };
      const created = await session.request({ method: 'POST', path: '/api/user/create', query: { storeCode: deps.storeCode() }, body: { customer, password: input.password } });
      if (created.code !== 200) return created;
      const login = await session.login(customer.email, input.password);
      if (input.newsletter) await session.request({ method: 'POST', path: NEWSLETTER, body: { email: customer.email, store: deps.storeCode() } });
      return login;
    },
    saveProfile,
    saveAddresses: (addresses: CustomerAddress[]) => saveProfile({ addresses }),
    /** Spec 02 §4: success shows the message and logs in again with the new password; failure the server's errorMessage. */
    async changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
      if (offline()) return false;
      const answer = await session.request<unknown>({ method: 'POST', path: '/api/user/change-password', auth: true, body: { currentPassword, newPassword } });
      if (answer.code !== 200) return (showError(answer), false);
      deps.notify({ type: 'success', message: t(PASSWORD_CHANGED) });
      const email = session.store.getState().current?.email;
      if (email) await session.login(email, newPassword);
      return true;
    },
    /** The undo link mailed to the old address after an e-mail change: the old address comes back, every session ends. */
    async undoEmailChange(token: string): Promise<UserAnswer> {
      return session.request({ method: 'POST', path: '/api/user/undo-email-change', body: { token } });
    },
    /** Sends the reset mail; the answer is OK whether or not the address has an account. */
    async requestReset(email: string): Promise<UserAnswer | null> {
      if (offline()) return null;
      return session.request({ method: 'POST', path: '/api/user/reset-password', query: { storeCode: deps.storeCode() }, body: { email: email.trim() } });
    },
    /** The reset link's form: sets the new password, then logs in with it. */
    async createPassword(email: string, resetToken: string, newPassword: string): Promise<UserAnswer | null> {
      if (offline()) return null;
      const answer = await session.request({ method: 'POST', path: '/api/user/create-password', body: { email, resetToken, newPassword } });
      if (answer.code === 200) await session.login(email, newPassword);
      return answer;
    },
    /** 'subscribed', 'pending' (confirmation mail sent) or 'unsubscribed'; null when it cannot be told. Own address only. */
    async newsletterStatus(email: string): Promise<string | null> {
      const answer = await session.request<string>({ method: 'GET', path: NEWSLETTER, auth: true, query: { email } });
      return answer.code === 200 && typeof answer.result === 'string' ? answer.result : null;
    },
    async setNewsletter(email: string, subscribe: boolean): Promise<boolean> {
      // Unsubscribing without the mail's link is allowed for the signed-in customer's own address (issue #13 item 5).
      const answer = await session.request({ method: subscribe ? 'POST' : 'DELETE', path: NEWSLETTER, auth: true, body: subscribe ? { email, store: deps.storeCode() } : { email } });
      if (answer.code !== 200) showError(answer);
      return answer.code === 200;
    },
    async myReviews(): Promise<CustomerReview[] | null> {
      const answer = await session.request<CustomerReview[]>({ method: 'GET', path: '/api/review/mine', auth: true });
      return answer.code === 200 && Array.isArray(answer.result) ? answer.result : null;
    },
  };
}

export type AccountActions = ReturnType<typeof createAccountActions>;
