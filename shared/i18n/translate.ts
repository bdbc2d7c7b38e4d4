// Translation: dictionaries are keyed by the English text (as the spec words it) and split by feature, one file
// per feature owning its keys in all three languages. German is the fallback for a missing translation
// (DESIGN §5); the key itself is the last resort. Parameters are written {name} in the text.
import type { Language } from '../store-views.js';
import { FALLBACK_LANGUAGE } from '../store-views.js';

export type FeatureDictionary = Record<Language, Record<string, string>>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslationParams) => string;

export function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function mergeDictionaries(features: readonly FeatureDictionary[]): FeatureDictionary {
  const merged: FeatureDictionary = { en: {}, de: {}, it: {} };
  for (const feature of features) {
    for (const lang of ['en', 'de', 'it'] as const) Object.assign(merged[lang], feature[lang]);
  }
  return merged;
}

/**
 * Some keys' texts in one language as the browser gets them: translated as the whole dictionary translates them
 * (the German fallback applied; where two feature files give one key different texts, the same one wins), and every
 * text that equals its key left out, since a missing key shows the key itself. English texts are their own keys:
 * almost nothing is left to download.
 */
export function compileMessages(keys: readonly string[], dictionary: FeatureDictionary, language: Language): Record<string, string> {
  const t = createTranslator(dictionary, language);
  return Object.fromEntries(keys.map((key) => [key, t(key)] as const).filter(([key, text]) => text !== key));
}

export function createTranslator(dictionary: FeatureDictionary, language: Language): Translate {
  const own = dictionary[language];
  const fallback = dictionary[FALLBACK_LANGUAGE];
  return (key, params) => interpolate(own[key] ?? fallback[key] ?? key, params);
}
