// Texts of the search feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const searchTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
