// All feature dictionaries, for the server, the build and tests: importing this module registers every namespace of
// every language with the translator (shared/i18n/messages.ts), so server rendering translates everything. The
// browser never imports it; it downloads the compiled texts its page needs (client/messages/).
// Add a feature file here and to MESSAGE_NAMESPACES when you create one.
import { accountTexts } from './account.js';
import { cartTexts } from './cart.js';
import { catalogTexts } from './catalog.js';
import { checkoutTexts } from './checkout.js';
import { commonTexts } from './common.js';
import { consentTexts } from './consent.js';
import { cookiesTexts } from './cookies.js';
import { legalTexts } from './legal.js';
import { listingTexts } from './listing.js';
import { offlineTexts } from './offline.js';
import { productTexts } from './product.js';
import { searchTexts } from './search.js';
import { shellTexts } from './shell.js';
import { addMessages, MESSAGE_NAMESPACES, type MessageBundle, type MessageNamespace } from './messages.js';
import { compileMessages, mergeDictionaries, type FeatureDictionary } from './translate.js';
import type { Language } from '../store-views.js';

export const FEATURE_DICTIONARIES: Readonly<Record<MessageNamespace, FeatureDictionary>> = {
  common: commonTexts,
  shell: shellTexts,
  catalog: catalogTexts,
  listing: listingTexts,
  product: productTexts,
  search: searchTexts,
  cart: cartTexts,
  checkout: checkoutTexts,
  account: accountTexts,
  consent: consentTexts,
  cookies: cookiesTexts,
  offline: offlineTexts,
  legal: legalTexts,
};

export const DICTIONARY = mergeDictionaries(Object.values(FEATURE_DICTIONARIES));

/** The compiled texts of some namespaces in one language (what the browser downloads for them). */
export function compileBundle(language: Language, namespaces: readonly MessageNamespace[] = MESSAGE_NAMESPACES): MessageBundle {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, compileMessages(Object.keys(FEATURE_DICTIONARIES[namespace].en), DICTIONARY, language)]));
}

for (const language of ['en', 'de', 'it'] as const) addMessages(language, compileBundle(language));

export { getTranslator } from './messages.js';
export type { Translate, TranslationParams } from './translate.js';
