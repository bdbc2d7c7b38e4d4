// Texts of the offline feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const offlineTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
