// Texts of the product feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const productTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
