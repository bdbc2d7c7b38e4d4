// Texts of the common feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const commonTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
