// Texts of the product feature in English, German and Italian, keyed by the English text.
import type { FeatureDictionary } from './translate.js';

export const productTexts: FeatureDictionary = {
  en: {
    Quantity: 'Quantity',
    'Please choose your size': 'Please choose your size',
    'Product highlights': 'Product highlights',
    from: 'from',
    '{price} per {amount} {unit}': '{price} per {amount} {unit}',
    'No available product variants': 'No available product variants',
  },
  de: {
    Quantity: 'Menge',
    'Please choose your size': 'Bitte wählen Sie Ihre Größe',
    'Product highlights': 'Produkt-Highlights',
    from: 'ab',
    '{price} per {amount} {unit}': '{price} pro {amount} {unit}',
    'No available product variants': 'Keine verfügbaren Produktvarianten',
  },
  it: {
    Quantity: 'Quantità',
    'Please choose your size': 'Scegli la tua taglia',
    'Product highlights': 'In evidenza',
    from: 'da',
    '{price} per {amount} {unit}': '{price} per {amount} {unit}',
    'No available product variants': 'Nessuna variante disponibile',
  },
};
