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
 * One feature's texts for one language as the browser gets them: the fallback already applied (German fills what
 * the language lacks) and every text that equals its key left out, since a missing key shows the key itself. The
 * result translates exactly as createTranslator over the whole dictionary would, with much less to download (the
 * English texts are their own keys).
 */
export function compileMessages(dictionary: FeatureDictionary, language: Language): Record<string, string> {
  const merged = { ...dictionary[FALLBACK_LANGUAGE], ...dictionary[language] };
  return Object.fromEntries(Object.entries(merged).filter(([key, text]) => text !== key));
}

export function createTranslator(dictionary: FeatureDictionary, language: Language): Translate {
  const own = dictionary[language];
  const fallback = dictionary[FALLBACK_LANGUAGE];
  return (key, params) => interpolate(own[key] ?? fallback[key] ?? key, params);
}
