// Texts of the listing feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const listingTexts: FeatureDictionary = {
  en: {},
  de: {},
  it: {},
};
