// Texts of the legal feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const legalTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
