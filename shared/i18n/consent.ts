// Texts of the consent feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const consentTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
