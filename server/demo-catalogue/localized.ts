// Texts of the demo catalogue in the shop's three languages. English, German and Italian are written, not
// machine-translated; a missing language is a type error rather than a silent fallback.
import { getStoreView, type Language, type StoreCode } from '../../shared/store-views.js';

export type Localized = Readonly<Record<Language, string>>;

export function tr(en: string, de: string, it: string): Localized {
  return { en, de, it };
}

export function languageOf(store: StoreCode): Language {
  return getStoreView(store).language;
}

/** ASCII slug for URLs: 'Vándor Budapest Andrássy' → 'vandor-budapest-andrassy'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
