// The shopper's cart in the browser (spec 02 §3, §4): a useSyncExternalStore store with the cart state, kept in
// local storage, fed to the header's count, and the actions that call the API and replace the state from the
// answers. The rules are shared/cart's. Actions that talk to the server run one at a time, in call order.
import { CART_CONFIG, type CartConfig } from '../../shared/cart/cart-config.js';
import { PROCEED_TO_CHECKOUT } from '../../shared/cart/cart-messages.js';
import type { AddToCartRequest } from '../../shared/cart/add-to-cart.js';
import type { CartPaymentMethod, CartShippingMethod } from '../../shared/cart/cart-types.js';
import { errorNoticeFor } from '../../shared/cart/error-notice.js';
import { countCartItems } from '../../shared/cart/line-matching.js';
import { interpolate } from '../../shared/i18n/translate.js';
import { createStore } from '../stores/create-store.js';
import type { ShellNotificationInput } from '../stores/notification-store.js';
import { createCartApi, type AuthHandler } from './cart-api.js';
import { addItem, removeItem, syncStock, updateQuantity } from './cart-items.js';
import { relabelLines, stampLines } from './cart-language.js';
import { INITIAL_CART_STATE, persistedSlice, type CartContext, type CartEnvironment, type CartLogger, type CartNotice, type CartState } from './cart-state.js';
import type { CartStorage, PersistedCart } from './cart-storage.js';
import { clear, connect, sync, type ClearOptions, type ConnectOptions, type SyncOptions } from './cart-sync.js';
import { applyCoupon, removeCoupon, syncTotals } from './cart-totals.js';

export interface CartDeps {
  fetch: typeof fetch;
  storage: CartStorage;
  notify: (input: ShellNotificationInput) => void;
  /** The session feature's token source and refresh (setAuthHandler). */
  auth: () => AuthHandler | null;
  /** Resolves when a stored customer session is restored: every server flow waits for it (issue 12 item 1). */
  sessionReady?: () => Promise<void>;
  onCountChange?: (count: number) => void;
  config?: CartConfig;
  now?: () => number;
  isOnline?: () => boolean;
  log?: CartLogger;
  env?: Partial<CartEnvironment>;
}

const DEFAULT_ENV: CartEnvironment = {
  storeCode: 'main',
  translate: (key, params) => interpolate(key, params),
  isInCheckout: () => false,
  shippingCountry: () => null,
  goToCheckout: () => {},
};

const PERSISTED_KEYS = Object.keys(persistedSlice(INITIAL_CART_STATE)) as (keyof PersistedCart)[];

export function createCartController(deps: CartDeps) {
  const config = deps.config ?? CART_CONFIG;
  const env: CartEnvironment = { ...DEFAULT_ENV, ...deps.env };
  const store = createStore<CartState>(INITIAL_CART_STATE);
  let sessionToken: string | null = null;
  let hydrated = false;
  let started = false;

  const getToken = () => deps.auth()?.getToken() ?? sessionToken;
  const api = createCartApi({
    fetch: deps.fetch,
    getToken,
    refreshToken: () => deps.auth()?.refresh() ?? Promise.resolve(false),
    reportError: (answer) => {
      const message = errorNoticeFor(answer, false);
      if (message) deps.notify({ type: 'danger', message: env.translate(message) });
    },
  });
  const ctx: CartContext = { store, api, config, env, now: deps.now ?? Date.now, isOnline: deps.isOnline ?? (() => true), log: deps.log ?? consoleLogger };

  let lastPersisted = persistedSlice(INITIAL_CART_STATE);
  let lastCount = 0;
  store.subscribe(() => {
    const state = store.getState();
    if (hydrated && PERSISTED_KEYS.some((key) => state[key] !== lastPersisted[key])) {
      lastPersisted = persistedSlice(state);
      deps.storage.write(lastPersisted);
    }
    const count = countCartItems(state.cartItems, config.minicartCountType);
    if (count !== lastCount) deps.onCountChange?.((lastCount = count));
  });

  function show(notices: readonly CartNotice[]): void {
    const t = env.translate;
    for (const notice of notices) {
      const actions = notice.checkoutAction ? [{ label: t('OK') }, { label: t(PROCEED_TO_CHECKOUT), action: () => env.goToCheckout() }] : undefined;
      deps.notify({ type: notice.type, message: t(notice.message, notice.params), actions });
    }
  }

  let queue: Promise<unknown> = Promise.resolve();
  /** Runs a flow after the ones before it; its notices are shown when it ends. */
  function exclusive<T>(flow: (notices: CartNotice[]) => Promise<T>, announce = true): Promise<T> {
    const run = queue.then(async () => {
      // A customer's cart is never read or written as a guest's: the token comes first.
      await deps.sessionReady?.();
      const notices: CartNotice[] = [];
      store.setState({ isSyncing: true });
      try {
        return await flow(notices);
      } finally {
        store.setState({ isSyncing: false });
        if (announce) show(notices);
      }
    });
    queue = run.catch((error: unknown) => ctx.log.error('A cart action failed', error));
    return run;
  }

  function loadStored(): void {
    const stored = deps.storage.read();
    lastPersisted = stored ?? persistedSlice(INITIAL_CART_STATE);
    store.setState({ ...(stored ?? {}), isLocalDataLoaded: true });
  }

  const controller = {
    store,
    config,
    getState: () => store.getState(),
    /** Sets the page's environment (language, store view, checkout probe, navigation). */
    configure(patch: Partial<CartEnvironment>): void {
      const switched = patch.storeCode !== undefined && patch.storeCode !== env.storeCode;
      Object.assign(env, patch);
      // A language switch: the lines' names and option labels follow the store view shown.
      if (switched && started) void exclusive(() => relabelLines(ctx), false);
    },
    /** Reads the stored cart once (after mount: the server render and hydration show the empty cart). */
    hydrate(): void {
      if (hydrated) return;
      loadStored();
      hydrated = true;
    },
    /** Another tab changed the stored cart: take it over. */
    reloadFromStorage: () => (hydrated ? loadStored() : undefined),
    /** Hydrates and connects once per page: a logged-in shopper connects; a guest syncs, then creates a cart for lines without one. */
    start(): Promise<void> {
      controller.hydrate();
      if (started) return controller.settled();
      started = true;
      return exclusive(async (notices) => {
        await relabelLines(ctx);
        if (getToken()) await connect(ctx, {}, notices);
        else {
          await sync(ctx, {}, notices);
          if (store.getState().cartItems.length > 0 && store.getState().cartServerToken === null) await connect(ctx, {}, notices);
        }
        stampLines(ctx);
      }, false);
    },
    /** Resolves when the cart's queued work (a sync, the methods and totals it brings) is done. */
    settled: (): Promise<void> => queue.then(() => undefined),
    /** Back online (spec 02 §4): lines added offline without a server cart get one; a connected cart syncs. */
    resume(): Promise<void> {
      controller.hydrate();
      return exclusive(async (notices) => {
        if (store.getState().cartItems.length > 0 && store.getState().cartServerToken === null) return connect(ctx, {}, notices);
        return sync(ctx, {}, notices);
      }, false);
    },
    addItem(request: AddToCartRequest): Promise<boolean> {
      controller.hydrate();
      store.setState({ isAddingToCart: true });
      return exclusive(async (notices) => {
        const added = await addItem(ctx, request, notices);
        stampLines(ctx);
        return added;
      }).finally(() => store.setState({ isAddingToCart: false }));
    },
    updateQuantity: (checksum: string, qty: unknown) => exclusive((notices) => updateQuantity(ctx, checksum, qty, notices)),
    removeItem: (checksum: string) => exclusive((notices) => removeItem(ctx, checksum, notices)),
    applyCoupon: (code: string) => exclusive(() => applyCoupon(ctx, code)),
    removeCoupon: () => exclusive(() => removeCoupon(ctx, { sync: true })),
    connect: (options: ConnectOptions = {}) => exclusive((notices) => connect(ctx, options, notices), false),
    sync: (options: SyncOptions = {}) => exclusive((notices) => sync(ctx, options, notices), false),
    syncTotals: (options: { forceServerSync?: boolean } = {}) => exclusive(() => syncTotals(ctx, options)),
    syncStock: () => exclusive(() => syncStock(ctx)),
    clear: (options: ClearOptions = {}) => exclusive((notices) => clear(ctx, options, notices), false),
    /** The checkout's choice of method; totals follow. */
    setShippingMethod: (shipping: CartShippingMethod) => exclusive(() => (store.setState({ shipping }), syncTotals(ctx, { forceServerSync: true }))),
    setPaymentMethod: (payment: CartPaymentMethod) => exclusive(async () => store.setState({ payment })),
    /** Authorizing (after login): removes and reapplies a coupon around a merge connect of the guest cart into the customer's. */
    onLogin(token: string): Promise<void> {
      sessionToken = token;
      return exclusive(async (notices) => {
        store.setState({ connectBypassCount: 0, isSyncDisabled: false });
        const coupon = store.getState().coupon?.code;
        if (coupon) await removeCoupon(ctx, { sync: false });
        await connect(ctx, { guestCart: false, mergeQty: true }, notices);
        if (coupon) await applyCoupon(ctx, coupon);
      }, false);
    },
    /** Logout: disconnects the cart and clears it locally (the customer's server cart stays). */
    onLogout(): Promise<void> {
      sessionToken = null;
      return exclusive(async () => {
        const { isMicrocartOpen, isLocalDataLoaded } = store.getState();
        store.setState({ ...INITIAL_CART_STATE, isMicrocartOpen, isLocalDataLoaded });
      }, false);
    },
  };
  return controller;
}

export type CartController = ReturnType<typeof createCartController>;

const consoleLogger: CartLogger = {
  info: () => {},
  error: (message, ...details) => console.error(`[cart] ${message}`, ...details),
};
