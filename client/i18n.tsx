// The store view and translator of the current page, provided once by the root route.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { getTranslator } from '../shared/i18n/messages.js';
import type { Translate } from '../shared/i18n/translate.js';
import { getStoreView, type StoreCode, type StoreView } from '../shared/store-views.js';

interface I18nValue {
  store: StoreView;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ store, children }: { store: StoreCode; children: ReactNode }) {
  const value = useMemo(() => {
    const view = getStoreView(store);
    return { store: view, t: getTranslator(view.language) };
  }, [store]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('I18nProvider is missing above this component');
  return value;
}

/** The translator of the current store view: t('Add to cart'). */
export function useT(): Translate {
  return useI18n().t;
}

/** The current store view (code, id, prefix, locale, language). */
export function useStoreView(): StoreView {
  return useI18n().store;
}
