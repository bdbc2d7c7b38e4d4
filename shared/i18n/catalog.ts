// Texts of the catalog feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const catalogTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
