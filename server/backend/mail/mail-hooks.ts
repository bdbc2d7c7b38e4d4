// Glue for the commerce backend's hooks (server/backend/commerce/context.ts CommerceHooks): the order confirmation
// with the store view's terms and withdrawal policy, and the password-reset link. Pass the result to
// commerceRoutes' options: `{ db, ...createCommerceMailHooks({ mailer, db, catalogIndex: config.catalogIndex }) }`.
import type { Kysely } from 'kysely';
import type { CmsPageDocument } from '../../../shared/catalog-types.js';
import { FALLBACK_LANGUAGE, STORE_VIEWS, indexName, isStoreCode, type StoreCode } from '../../../shared/store-views.js';
import { localizedItemNames } from '../commerce/repositories/store-view-names.js';
import type { Mailer } from './mailer.js';
import { sendTemplate, type LegalText, type LegalTexts, type OrderMailOrder } from './templates/index.js';

/** The shop's own mailbox reads German. */
const SHOP_MAILBOX_STORE: StoreCode = 'de';

export const TERMS_PAGE = 'agb';
export const WITHDRAWAL_PAGE = 'widerruf';

/** vue-storefront's store codes: 'de' and 'it' are ours, 'default' (and anything else) is the main store. */
export function storeFromCode(storeCode: string | null | undefined): StoreCode {
  return isStoreCode(storeCode) ? storeCode : 'main';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the catalogue documents table of the db owner's schema
type AnyDb = Kysely<any>;

async function cmsPages(db: AnyDb, catalogIndex: string, store: StoreCode): Promise<CmsPageDocument[]> {
  const rows: { body: string }[] = await db.selectFrom('catalog_documents').select('body').where('index_name', '=', indexName(catalogIndex, store, 'cms_page')).execute();
  return rows.map((r) => JSON.parse(r.body) as CmsPageDocument);
}

function pageText(pages: CmsPageDocument[], identifier: string): LegalText | null {
  const page = pages.find((p) => p.identifier === identifier && p.active !== false);
  return page ? { title: page.content_heading || page.title, html: page.content } : null;
}

/** The CMS pages 'agb' and 'widerruf' of the store view, falling back to the German store's (DESIGN §5). */
export async function loadLegalTexts(db: AnyDb, catalogIndex: string, store: StoreCode): Promise<LegalTexts> {
  const pages = await cmsPages(db, catalogIndex, store);
  let terms = pageText(pages, TERMS_PAGE);
  let withdrawal = pageText(pages, WITHDRAWAL_PAGE);
  const fallback = STORE_VIEWS.find((s) => s.language === FALLBACK_LANGUAGE)!.code;
  if ((!terms || !withdrawal) && store !== fallback) {
    const german = await cmsPages(db, catalogIndex, fallback);
    terms ??= pageText(german, TERMS_PAGE);
    withdrawal ??= pageText(german, WITHDRAWAL_PAGE);
  }
  return { terms, withdrawal };
}

export interface CommerceMailHooksOptions {
  mailer: Mailer;
  db: AnyDb;
  catalogIndex: string;
  /** The reset hook does not know the shopper's store view; this one's language and prefix are used. */
  resetStore?: StoreCode;
}

/** A recorded withdrawal declaration (the commerce backend's WithdrawalReceipt). */
export interface WithdrawalMailReceipt {
  orderNumber: string;
  storeCode: string;
  email: string;
  name: string;
  receivedAt: string;
  reason: string | null;
  lines: { sku: string; name: string; qty: number }[];
}

/** The declared lines as the receipt lists them: '1 × Oxford Anton 42 (OX-ANTON-42)'. */
export function withdrawalItemsText(lines: WithdrawalMailReceipt['lines']): string {
  return lines.map((l) => `${l.qty} × ${l.name} (${l.sku})`).join('\n');
}

export interface CommerceMailHooks {
  onOrderPlaced(order: OrderMailOrder & { storeCode: string }): Promise<void>;
  onPasswordReset(email: string, token: string, storeCode?: string): Promise<void>;
  onWithdrawalReceived(receipt: WithdrawalMailReceipt): Promise<void>;
  onEmailChanged(notice: { oldEmail: string; newEmail: string; token: string; storeCode?: string }): Promise<void>;
  onSignUpOfExistingEmail(email: string, storeCode?: string): Promise<void>;
  onLoginLimitReached(email: string): Promise<void>;
}

export function createCommerceMailHooks(options: CommerceMailHooksOptions): CommerceMailHooks {
  return {
    async onOrderPlaced(order) {
      const store = storeFromCode(order.storeCode);
      const legal = await loadLegalTexts(options.db, options.catalogIndex, store);
      const names = await localizedItemNames(options.db, options.catalogIndex, store, order.items.map((i) => i.sku));
      const items = order.items.map((item) => ({ ...item, name: names.get(item.sku) ?? item.name }));
      await sendTemplate(options.mailer, 'order-confirmation', store, order.email, { order: { ...order, items }, legal });
    },
    async onPasswordReset(email, token, storeCode) {
      const store = storeCode ? storeFromCode(storeCode) : (options.resetStore ?? 'main');
      await sendTemplate(options.mailer, 'password-reset', store, email, { email, token });
    },
    async onEmailChanged(notice) {
      // To the OLD address: its owner must learn of the change and be able to undo it (issue #13 item 3).
      const store = notice.storeCode ? storeFromCode(notice.storeCode) : (options.resetStore ?? 'main');
      await sendTemplate(options.mailer, 'email-changed', store, notice.oldEmail, { oldEmail: notice.oldEmail, newEmail: notice.newEmail, token: notice.token });
    },
    async onLoginLimitReached(email) {
      await sendTemplate(options.mailer, 'login-limit', options.resetStore ?? 'main', email, { email });
    },
    async onSignUpOfExistingEmail(email, storeCode) {
      const store = storeCode ? storeFromCode(storeCode) : (options.resetStore ?? 'main');
      await sendTemplate(options.mailer, 'signup-existing', store, email, { email });
    },
    async onWithdrawalReceived(receipt) {
      // §356a BGB: the shopper gets the receipt with content, date and time at once; the shop's mailbox a copy.
      // Each names the items in its own language, as the order confirmation does.
      const dataIn = async (store: StoreCode) => {
        const names = await localizedItemNames(options.db, options.catalogIndex, store, receipt.lines.map((l) => l.sku));
        const lines = receipt.lines.map((line) => ({ ...line, name: names.get(line.sku) ?? line.name }));
        return { receivedAt: receipt.receivedAt, orderNumber: receipt.orderNumber, name: receipt.name, email: receipt.email, items: withdrawalItemsText(lines), message: receipt.reason };
      };
      const store = storeFromCode(receipt.storeCode);
      await sendTemplate(options.mailer, 'withdrawal-confirmation', store, receipt.email, await dataIn(store));
      await sendTemplate(options.mailer, 'withdrawal-confirmation', SHOP_MAILBOX_STORE, options.mailer.shopAddress, await dataIn(SHOP_MAILBOX_STORE), { replyTo: receipt.email });
    },
  };
}
