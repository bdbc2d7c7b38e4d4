// All feature dictionaries, merged once. Add a feature file here when you create one.
import { accountTexts } from './account.js';
import { cartTexts } from './cart.js';
import { catalogTexts } from './catalog.js';
import { checkoutTexts } from './checkout.js';
import { commonTexts } from './common.js';
import { consentTexts } from './consent.js';
import { legalTexts } from './legal.js';
import { listingTexts } from './listing.js';
import { offlineTexts } from './offline.js';
import { productTexts } from './product.js';
import { searchTexts } from './search.js';
import { shellTexts } from './shell.js';
import { createTranslator, mergeDictionaries, type Translate } from './translate.js';
import type { Language } from '../store-views.js';

export const DICTIONARY = mergeDictionaries([
  commonTexts,
  shellTexts,
  catalogTexts,
  listingTexts,
  productTexts,
  searchTexts,
  cartTexts,
  checkoutTexts,
  accountTexts,
  consentTexts,
  offlineTexts,
  legalTexts,
]);

const translators = new Map<Language, Translate>();
export function getTranslator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(DICTIONARY, language);
    translators.set(language, t);
  }
  return t;
}

export type { Translate, TranslationParams } from './translate.js';
