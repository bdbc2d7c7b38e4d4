// Texts of the shell feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const shellTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
