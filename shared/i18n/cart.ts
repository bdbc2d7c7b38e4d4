// Texts of the cart feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const cartTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
