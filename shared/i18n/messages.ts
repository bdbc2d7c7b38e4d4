// The texts the translator knows, by language and namespace (one namespace per feature dictionary). The server
// registers every namespace of every language at start (shared/i18n/index.ts); the browser registers only what its
// page shows: the shell's namespaces before hydration, a screen's or a panel's with its code (client/messages/).
// Texts are compiled (compileMessages): German fallback applied, texts equal to their key left out.
import type { Language } from '../store-views.js';
import { interpolate, type Translate } from './translate.js';

export const MESSAGE_NAMESPACES = ['common', 'shell', 'catalog', 'listing', 'product', 'search', 'cart', 'checkout', 'account', 'consent', 'cookies', 'offline', 'legal'] as const;

export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/** Compiled texts of one namespace in one language, keyed by the English text. */
export type Messages = Readonly<Record<string, string>>;

/** What one download holds: the compiled texts of one or more namespaces in one language. */
export type MessageBundle = Partial<Record<MessageNamespace, Messages>>;

const LANGUAGES: readonly Language[] = ['en', 'de', 'it'];

const texts = Object.fromEntries(LANGUAGES.map((language) => [language, new Map<string, string>()])) as Record<Language, Map<string, string>>;
const registered = Object.fromEntries(LANGUAGES.map((language) => [language, new Set<MessageNamespace>()])) as Record<Language, Set<MessageNamespace>>;
const translators = new Map<Language, Translate>();

export function addMessages(language: Language, bundle: MessageBundle): void {
  for (const [namespace, messages] of Object.entries(bundle) as [MessageNamespace, Messages][]) {
    for (const [key, text] of Object.entries(messages)) texts[language].set(key, text);
    registered[language].add(namespace);
  }
}

export function hasMessages(language: Language, namespaces: readonly MessageNamespace[]): boolean {
  return namespaces.every((namespace) => registered[language].has(namespace));
}

/** Namespaces registered in any language (a page that changes language needs them again in the new one). */
export function registeredNamespaces(): MessageNamespace[] {
  return MESSAGE_NAMESPACES.filter((namespace) => LANGUAGES.some((language) => registered[language].has(namespace)));
}

/** The translator of a language: its registered text, else the key itself (the German fallback is compiled in). */
export function getTranslator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    const known = texts[language];
    t = (key, params) => interpolate(known.get(key) ?? key, params);
    translators.set(language, t);
  }
  return t;
}
