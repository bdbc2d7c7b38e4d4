// The shell's lazy panels: each one's module (its own chunk: literal import() calls), the message namespaces it
// shows beyond the shell's, and how it loads. Their slots in the layouts mount them while open; their triggers
// preload them on intent (client/shell/lazy-panel.tsx).
import { createLazyPanel } from './lazy-panel.js';

export const SEARCH_PANEL = createLazyPanel({
  module: 'client/components/search/SearchPanel.tsx',
  messages: ['search'],
  load: () => import('../components/search/SearchPanel.js').then((module) => module.SearchPanel),
});

export const MINI_CART_PANEL = createLazyPanel({
  module: 'client/components/cart/MiniCart.tsx',
  messages: [],
  load: () => import('../components/cart/MiniCart.js').then((module) => module.MiniCart),
});

export const AUTH_MODAL = createLazyPanel({
  module: 'client/components/account/AuthModal.tsx',
  messages: ['account'],
  load: () => import('../components/account/AuthModal.js').then((module) => module.AuthModal),
});

export const LANGUAGE_MODAL = createLazyPanel({
  module: 'client/components/shell/LanguageModal.tsx',
  messages: [],
  load: () => import('../components/shell/LanguageModal.js').then((module) => module.LanguageModal),
});

export const CHAT_MODAL = createLazyPanel({
  module: 'client/components/shell/ChatModal.tsx',
  messages: [],
  load: () => import('../components/shell/ChatModal.js').then((module) => module.ChatModal),
});

/** The badge and list of orders waiting to be sent, with the sending when the connection returns. */
export const ORDER_QUEUE_INDICATOR = createLazyPanel({
  module: 'client/components/checkout/OrderQueueIndicator.tsx',
  messages: ['checkout'],
  load: () => import('../components/checkout/OrderQueueIndicator.js').then((module) => module.OrderQueueIndicator),
});

/** Shown on every first visit (after 1 s): lazy for the page's blocking time, still part of a first visit's download. */
export const COOKIE_NOTICE = createLazyPanel({
  module: 'client/components/consent/CookieNotice.tsx',
  messages: ['cookies'],
  load: () => import('../components/consent/CookieNotice.js').then((module) => module.CookieNotice),
});

export const LAZY_PANELS = [SEARCH_PANEL, MINI_CART_PANEL, AUTH_MODAL, LANGUAGE_MODAL, CHAT_MODAL, ORDER_QUEUE_INDICATOR, COOKIE_NOTICE];
