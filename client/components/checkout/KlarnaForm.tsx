// Klarna (spec 02 §2 payone_klarna_base / payone_klarna_installment): Klarna's widget for the session's client token.
import { useEffect, useState } from 'react';
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { KLARNA_CONTAINER_ID, startKlarna, type KlarnaState } from '../../checkout/klarna.js';
import { useStoreView, useT } from '../../i18n.js';

export function KlarnaForm({ methodCode, country, errors }: { methodCode: string; country: string; errors: FieldErrors }) {
  const t = useT();
  const store = useStoreView();
  const [state, setState] = useState<KlarnaState>('loading');

  useEffect(() => {
    let live = true;
    setState('loading');
    void startKlarna(methodCode, store.code, country).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [methodCode, store.code, country]);

  return (
    <div className="checkout-method-form" data-method-form="klarna">
      {state === 'loading' && <p className="hint">{t('Klarna is loading …')}</p>}
      <div id={KLARNA_CONTAINER_ID} />
      {state === 'unavailable' && (
        <p className="field-error" role="alert">
          {t('Klarna is not available right now. Please choose another payment method.')}
        </p>
      )}
      {errors.klarna && state === 'ready' && (
        <p className="field-error" role="alert">
          {t(errors.klarna.message)}
        </p>
      )}
    </div>
  );
}
