// What every commerce service gets: the database, the clock and the integration hooks.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderSettings } from '../../../shared/commerce/order-settings.js';
import type { Database } from '../../db/schema.js';
import type { PlacedOrder, WithdrawalReceipt } from './services/order-types.js';

/** What the old address is told after an e-mail change (issue #13 item 3); token is the raw undo token. */
export interface EmailChangeNotice {
  oldEmail: string;
  newEmail: string;
  token: string;
  storeCode?: string;
}

export interface CommerceHooks {
  /**
   * Called once per order when it is confirmed (the mail backend sends the confirmation): at once for an order paid
   * offline, and for one paid through Payone when Payone reports the payment authorized.
   */
  onOrderPlaced?: (order: PlacedOrder) => Promise<void>;
  /**
   * Called with the raw reset token when an existing customer asks for a reset (the mail backend sends the link);
   * storeCode is the request's `storeCode` query parameter (vue-storefront's multistore mode), when sent.
   */
  onPasswordReset?: (email: string, token: string, storeCode?: string) => Promise<void>;
  /** Called once per recorded withdrawal declaration (the mail backend sends the receipt with date and time). */
  onWithdrawalReceived?: (receipt: WithdrawalReceipt) => Promise<void>;
  /** Called after a customer's e-mail changed: the OLD address gets a notice with the undo link (7 days). */
  onEmailChanged?: (notice: EmailChangeNotice) => Promise<void>;
  /** Called when someone signs up with an address that has an account: its owner is told (the answer is the usual). */
  onSignUpOfExistingEmail?: (email: string, storeCode?: string) => Promise<void>;
  /** Called once per window when failed log-ins to an account reach the limit: its owner is told. */
  onLoginLimitReached?: (email: string) => Promise<void>;
}

export interface CommerceContext {
  db: Database;
  now: () => Date;
  payoneEnabled: boolean;
  /**
   * The catalogue's index prefix (CATALOG_INDEX), where the store views' product names are read; null keeps the
   * products table's (main store) names on orders.
   */
  catalogIndex: string | null;
  /** Unpaid orders' due dates (shared/commerce/order-settings.ts). */
  orderSettings: OrderSettings;
  hooks: CommerceHooks;
  log: FastifyBaseLogger;
}
