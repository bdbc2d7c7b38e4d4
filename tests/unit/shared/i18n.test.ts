import { describe, expect, it } from 'vitest';
import { compileBundle, DICTIONARY, FEATURE_DICTIONARIES, getTranslator } from '../../../shared/i18n/index.js';
import { hasMessages, MESSAGE_NAMESPACES } from '../../../shared/i18n/messages.js';
import { accountTexts } from '../../../shared/i18n/account.js';
import { cartTexts } from '../../../shared/i18n/cart.js';
import { catalogTexts } from '../../../shared/i18n/catalog.js';
import { checkoutTexts } from '../../../shared/i18n/checkout.js';
import { commonTexts } from '../../../shared/i18n/common.js';
import { consentTexts } from '../../../shared/i18n/consent.js';
import { cookiesTexts } from '../../../shared/i18n/cookies.js';
import { legalTexts } from '../../../shared/i18n/legal.js';
import { listingTexts } from '../../../shared/i18n/listing.js';
import { offlineTexts } from '../../../shared/i18n/offline.js';
import { productTexts } from '../../../shared/i18n/product.js';
import { searchTexts } from '../../../shared/i18n/search.js';
import { shellTexts } from '../../../shared/i18n/shell.js';
import { compileMessages, createTranslator, interpolate } from '../../../shared/i18n/translate.js';

const FEATURES = {
  accountTexts,
  cartTexts,
  catalogTexts,
  checkoutTexts,
  commonTexts,
  consentTexts,
  cookiesTexts,
  legalTexts,
  listingTexts,
  offlineTexts,
  productTexts,
  searchTexts,
  shellTexts,
};

describe('i18n dictionaries', () => {
  for (const [name, feature] of Object.entries(FEATURES)) {
    it(`${name}: every key exists in English, German and Italian`, () => {
      const en = Object.keys(feature.en).sort();
      expect(Object.keys(feature.de).sort()).toEqual(en);
      expect(Object.keys(feature.it).sort()).toEqual(en);
    });
  }

  it('no two feature files define the same key differently in English', () => {
    const seen = new Map<string, string>();
    for (const [name, feature] of Object.entries(FEATURES)) {
      for (const key of Object.keys(feature.en)) {
        const owner = seen.get(key);
        if (owner) expect(FEATURES[owner as keyof typeof FEATURES].en[key], `${key} in ${name} and ${owner}`).toBe(feature.en[key]);
        seen.set(key, name);
      }
    }
  });

  it('falls back to German, then to the key itself (DESIGN §5)', () => {
    const t = getTranslator('it');
    expect(t('A key nobody translated')).toBe('A key nobody translated');
    const feature = { en: { Shoes: 'Shoes', 'Only in German': 'Only in German' }, de: { Shoes: 'Schuhe', 'Only in German': 'Nur auf Deutsch' }, it: { Shoes: 'Scarpe' } };
    const italian = createTranslator(feature, 'it');
    expect(italian('Shoes')).toBe('Scarpe');
    expect(italian('Only in German')).toBe('Nur auf Deutsch');
    expect(italian('Unknown')).toBe('Unknown');
  });

  it('compiled texts translate exactly as the whole dictionary does, without the texts equal to their key', () => {
    const keys = Object.keys(DICTIONARY.en);
    for (const language of ['en', 'de', 'it'] as const) {
      const whole = createTranslator(DICTIONARY, language);
      const compiled = compileMessages(keys, DICTIONARY, language);
      for (const key of keys) expect(compiled[key] ?? key, `${language}: ${key}`).toBe(whole(key));
      expect(Object.entries(compiled).filter(([key, text]) => key === text)).toEqual([]);
    }
    // English texts are their own keys: almost nothing is left to download.
    expect(Object.keys(compileMessages(keys, DICTIONARY, 'en')).length).toBeLessThan(5);
    const feature = { en: { Shoes: 'Shoes' }, de: { Shoes: 'Schuhe', 'Only in German': 'Nur auf Deutsch' }, it: { Shoes: 'Scarpe' } };
    expect(compileMessages(['Shoes', 'Only in German'], feature, 'it')).toEqual({ Shoes: 'Scarpe', 'Only in German': 'Nur auf Deutsch' });
    expect(compileMessages(['Shoes', 'Only in German'], feature, 'en')).toEqual({ 'Only in German': 'Nur auf Deutsch' });
  });

  it('each namespace downloads the text the whole dictionary shows, also for a key two feature files translate differently', () => {
    for (const language of ['en', 'de', 'it'] as const) {
      const whole = createTranslator(DICTIONARY, language);
      for (const namespace of MESSAGE_NAMESPACES) {
        const bundle = compileBundle(language, [namespace])[namespace]!;
        for (const key of Object.keys(FEATURE_DICTIONARIES[namespace].en)) expect(bundle[key] ?? key, `${language} ${namespace}: ${key}`).toBe(whole(key));
      }
    }
  });

  it('the server registers every namespace of every language (importing shared/i18n/index.ts)', () => {
    for (const language of ['en', 'de', 'it'] as const) expect(hasMessages(language, MESSAGE_NAMESPACES)).toBe(true);
    expect(Object.keys(FEATURE_DICTIONARIES).sort()).toEqual([...MESSAGE_NAMESPACES].sort());
    expect(getTranslator('de')('Order with obligation to pay')).toBe('Zahlungspflichtig bestellen');
  });

  it('interpolates {name} parameters', () => {
    expect(interpolate('only {max} available', { max: 3 })).toBe('only 3 available');
    expect(interpolate('keep {unknown}', {})).toBe('keep {unknown}');
  });
});
