// Texts of the product feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const productTexts: FeatureDictionary = {
  en: {
    Quantity: 'Quantity',
    'Please choose your size': 'Please choose your size',
  },
  de: {
    Quantity: 'Menge',
    'Please choose your size': 'Bitte wählen Sie Ihre Größe',
  },
  it: {
    Quantity: 'Quantità',
    'Please choose your size': 'Scegli la tua taglia',
  },
};
