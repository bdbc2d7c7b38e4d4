// Which texts a page needs before it can render: the shell's namespaces on every page (header, footer, menus,
// notifications of the cart, session and offline support, error pages), plus those of its screen (client/routes.ts)
// and of each panel when it opens (client/shell/panels.ts). The server preloads the shell's and the screen's chunks
// with the page; the browser registers them before hydrating.
import type { MessageNamespace } from '../../shared/i18n/messages.js';

export const SHELL_NAMESPACES: readonly MessageNamespace[] = ['common', 'shell', 'catalog', 'offline', 'cart'];
