// Texts of the checkout feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const checkoutTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
