import { describe, expect, it } from 'vitest';
import { DICTIONARY, getTranslator } from '../../../shared/i18n/index.js';
import { accountTexts } from '../../../shared/i18n/account.js';
import { cartTexts } from '../../../shared/i18n/cart.js';
import { catalogTexts } from '../../../shared/i18n/catalog.js';
import { checkoutTexts } from '../../../shared/i18n/checkout.js';
import { commonTexts } from '../../../shared/i18n/common.js';
import { consentTexts } from '../../../shared/i18n/consent.js';
import { legalTexts } from '../../../shared/i18n/legal.js';
import { listingTexts } from '../../../shared/i18n/listing.js';
import { offlineTexts } from '../../../shared/i18n/offline.js';
import { productTexts } from '../../../shared/i18n/product.js';
import { searchTexts } from '../../../shared/i18n/search.js';
import { shellTexts } from '../../../shared/i18n/shell.js';
import { interpolate } from '../../../shared/i18n/translate.js';

const FEATURES = {
  accountTexts,
  cartTexts,
  catalogTexts,
  checkoutTexts,
  commonTexts,
  consentTexts,
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
    DICTIONARY.de['Only in German'] = 'Nur auf Deutsch';
    expect(t('Only in German')).toBe('Nur auf Deutsch');
    delete DICTIONARY.de['Only in German'];
  });

  it('interpolates {name} parameters', () => {
    expect(interpolate('only {max} available', { max: 3 })).toBe('only 3 available');
    expect(interpolate('keep {unknown}', {})).toBe('keep {unknown}');
  });
});
