// Texts of the account feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const accountTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
