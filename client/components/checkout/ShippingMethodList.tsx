// The shipping methods the server offers for the address (POST /api/cart/shipping-methods); the free
// 'Versand mit DHL GoGreen' is preselected as the default (spec 02 §1); names and delivery times come from shared/commerce.
import type { CartShippingMethod } from '../../../shared/cart/cart-types.js';
import type { FieldError } from '../../../shared/checkout/checkout-validation.js';
import { daySpan, deliveryTimeTo } from '../../../shared/commerce/delivery-time.js';
import { shippingMethodName } from '../../../shared/commerce/method-names.js';
import { eurosToCents, formatPrice } from '../../../shared/money.js';
import { useStoreView, useT } from '../../i18n.js';

export interface ShippingMethodListProps {
  methods: readonly CartShippingMethod[];
  chosen: { carrier: string; method: string };
  /** The delivery country: the delivery time is the one for that country. */
  country: string;
  onChoose: (method: CartShippingMethod) => void;
  error?: FieldError;
  /** The cart is still fetching the methods: say so rather than that there are none. */
  arriving?: boolean;
}

export function ShippingMethodList({ methods, chosen, country, onChoose, error, arriving = false }: ShippingMethodListProps) {
  const t = useT();
  const { language } = useStoreView();
  const delivery = deliveryTimeTo(country);
  return (
    <fieldset className="checkout-choices" aria-describedby={error ? 'shipping-method-error' : undefined}>
      <legend className="checkout-choices__legend">{t('Shipping method')}</legend>
      {methods.length === 0 && <p className="hint">{t(arriving ? 'Loading the shipping methods …' : 'No shipping method is available for this country.')}</p>}
      {methods.map((method) => {
        const id = `shipping-${method.carrier_code}-${method.method_code}`;
        const price = method.price_incl_tax ?? method.amount;
        return (
          <label key={id} className="checkout-choice" htmlFor={id}>
            <input
              id={id}
              type="radio"
              name="shipping-method"
              checked={chosen.carrier === method.carrier_code && chosen.method === method.method_code}
              onChange={() => onChoose(method)}
            />
            <span className="checkout-choice__text">
              <span className="checkout-choice__title">{shippingMethodName(method.carrier_code, method.method_code, language)}</span>
              {delivery && <span className="checkout-choice__note">{t('Delivery in {days} working days', { days: daySpan(delivery) })}</span>}
            </span>
            <span className="checkout-choice__price">{price > 0 ? formatPrice(eurosToCents(price)) : t('Free')}</span>
          </label>
        );
      })}
      {error && (
        <p id="shipping-method-error" className="field-error" role="alert">
          {t(error.message, error.params)}
        </p>
      )}
    </fieldset>
  );
}
