// The account actions of the page's session (sign-up, profile, addresses, password, newsletter, own reviews),
// apart from session.ts so that only the screens and the modal that use them load them.
import { createAccountActions } from './account-actions.js';
import { currentStore, isOnline, session, translate } from './session.js';
import { notify } from '../stores/notification-store.js';

export type { CustomerReview } from './account-actions.js';
export const account = createAccountActions(session, { notify, translate, isOnline, storeCode: () => currentStore().code });
