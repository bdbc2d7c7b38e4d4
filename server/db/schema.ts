// One typed schema for SQLite and PostgreSQL. Portable column choices: booleans are 0/1 integers, instants are
// ISO-8601 UTC strings (they sort as text), JSON is TEXT parsed in the repositories, money is integer cents.
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';

export interface CatalogDocumentsTable {
  index_name: string;
  doc_id: string;
  /** Keeps the order the documents were stored in. */
  position: number;
  body: string;
  /** The product's sku (migrations/004-catalogue-sku.ts); null for documents without one. */
  sku: string | null;
}

export interface ProductsTable {
  sku: string;
  product_id: number;
  parent_sku: string | null;
  type_id: string;
  name: string;
  price_cents: number;
  special_price_cents: number | null;
  special_from: string | null;
  special_to: string | null;
  tax_class_id: number;
  is_virtual: number;
  status: number;
  /**
   * For configurable children: JSON [{option_id, option_value, label, value}] (attribute id, value index, labels);
   * for bundles: the default part of each option, the same plus {sku, qty} (server/db/seed-rows.ts BundlePartOption).
   */
  options: string | null;
}

export interface StockTable {
  sku: string;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
}

export interface PriceHistoryTable {
  id: Generated<number>;
  sku: string;
  price_cents: number;
  effective_from: string;
}

export interface CartsTable {
  id: string;
  customer_id: number | null;
  status: 'open' | 'closed';
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_country_id: string | null;
  /** The payment method stored by POST /api/cart/payment-information; the order takes it (migration 005). */
  payment_method_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  item_id: Generated<number>;
  cart_id: string;
  sku: string;
  qty: number;
  product_option: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  increment_id: string;
  cart_id: string;
  customer_id: number | null;
  email: string;
  status: string;
  store_code: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  coupon_code: string | null;
  billing_address: string;
  shipping_address: string | null;
  payment_method: string;
  payment_additional: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  created_at: string;
  /** shared/commerce/payment-state.ts; null for orders paid offline (migration 003-payment-state). */
  payment_state: string | null;
  payment_txid: string | null;
  payment_updated_at: string | null;
  /**
   * shared/commerce/order-state.ts (migration 006-order-states); null only for a row written by an older replica,
   * read as orderStateOf derives it.
   */
  state: string | null;
  /** When an unpaid order is given up and its stock released; null when it waits for no money (or predates this). */
  payment_due_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  /** Cents given back so far (a refund may be partial). */
  refunded_cents: number;
  /** The address a guest's order came from (guests may hold only a few unpaid orders); null for customers. */
  client_address: string | null;
  /** sha256 of the checkout's payment token (migration 007-payment-attempts); null for orders paid offline. */
  payment_token_hash: string | null;
  payment_token_expires_at: string | null;
  /** When the shopper's confirmation mail went out; null while a Payone payment is still awaited. */
  confirmation_sent_at: string | null;
}

/** One change of an order's state (migration 006-order-states). */
export interface OrderStateHistoryTable {
  id: Generated<number>;
  order_id: number;
  at: string;
  /** Null for the order's first state. */
  from_state: string | null;
  to_state: string;
  reason: string | null;
  /** shared/commerce/order-state.ts OrderActor. */
  actor: string;
}

/** One (pre)authorization of an order with Payone (migration 007-payment-attempts). */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  attempt: number;
  method: string;
  state: string;
  txid: string | null;
  redirect_url: string | null;
  error_code: string | null;
  customer_message: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  price_cents: number;
  row_total_cents: number;
  product_option: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_id: number;
  /** ISO-8601 UTC instant the declaration was received. */
  received_at: string;
  reason: string | null;
  declared_by: 'guest' | 'customer';
  declaration_key: string;
}

export interface WithdrawalItemsTable {
  id: Generated<number>;
  withdrawal_id: number;
  order_item_id: number;
  qty: number;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  gender: number | null;
  addresses: string;
  group_id: number;
  loyalty_card: string | null;
  created_at: string;
  updated_at: string;
}

export interface TokensTable {
  /** sha256 of the token, hex; the raw token is never stored. */
  token_hash: string;
  customer_id: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** One log-in and its refreshes share a family (migrations/004-account-security.ts); null for older tokens. */
  family_id: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  customer_id: number | null;
  rating: number | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  moderated_at: string | null;
}

export interface CouponsTable {
  /** Normalised: trimmed, upper case. */
  code: string;
  kind: 'percent' | 'fixed';
  /** Whole percent, or cents for fixed coupons. */
  amount: number;
  single_use: number;
  used_at: string | null;
  active_from: string | null;
  active_to: string | null;
  created_at: string;
}

/** Changes that shoppers see, as edge-cache tags (migrations/003-change-log.ts, server/db/change-log.ts). */
export interface ChangeLogTable {
  id: Generated<number>;
  /** JSON array of tags. */
  tags: string;
  reason: string;
  created_at: string;
}

/** The undo link mailed to the old address after an e-mail change (issue #13 item 3). */
export interface EmailChangeUndoTokensTable {
  token_hash: string;
  customer_id: number;
  old_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Secrets the shop generates for itself when no setting names one. */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Failed log-ins of one account (normalised e-mail) in the current window (migration 008-security-login-limits). */
export interface LoginFailuresTable {
  email_key: string;
  window_started_at: string;
  failures: number;
  notified_at: string | null;
}

/** Browsers that logged in to an account before (sha256 of the device token only). */
export interface KnownDevicesTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  last_used_at: string;
}

export interface DatabaseSchema {
  catalog_documents: CatalogDocumentsTable;
  products: ProductsTable;
  stock: StockTable;
  price_history: PriceHistoryTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_state_history: OrderStateHistoryTable;
  payment_attempts: PaymentAttemptsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_items: WithdrawalItemsTable;
  customers: CustomersTable;
  access_tokens: TokensTable;
  refresh_tokens: TokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  reviews: ReviewsTable;
  coupons: CouponsTable;
  change_log: ChangeLogTable;
  email_change_undo_tokens: EmailChangeUndoTokensTable;
  app_secrets: AppSecretsTable;
  login_failures: LoginFailuresTable;
  known_devices: KnownDevicesTable;
}

export type Database = Kysely<DatabaseSchema>;

export type ProductRow = Selectable<ProductsTable>;
export type StockRow = Selectable<StockTable>;
export type CartRow = Selectable<CartsTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
export type OrderStateHistoryRow = Selectable<OrderStateHistoryTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type WithdrawalItemRow = Selectable<WithdrawalItemsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type CouponRow = Selectable<CouponsTable>;
