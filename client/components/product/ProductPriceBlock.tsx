import { getBasePrice } from '../../../shared/catalog/base-price.js';
import type { DisplayPrice } from '../../../shared/catalog/prices.js';
import { formatPrice } from '../../../shared/money.js';
import { useT } from '../../i18n.js';
import { Price } from '../catalog/Price.js';
import type { ProductView } from '../catalog/product-page-data.js';

export interface ProductPriceBlockProps {
  product: Pick<ProductView, 'typeId' | 'basePrice'>;
  price: DisplayPrice;
}

/**
 * The price (the chosen child's, or "from" the cheapest when the sizes' prices differ: Price says so), the base price
 * per unit and the 19% VAT label.
 */
export function ProductPriceBlock({ product, price }: ProductPriceBlockProps) {
  const t = useT();
  const base = product.basePrice ? getBasePrice(product.basePrice, price.finalCents) : null;
  return (
    <div className="product-price">
      <div className="product-price__main">
        <Price price={price} size="large" />
      </div>
      {base && (
        <p className="product-price__base">
          {t('{price} per {amount} {unit}', { price: formatPrice(base.cents), amount: base.baseAmount, unit: base.unit })}
        </p>
      )}
      <p className="product-page__tax">{t('incl. 19% VAT, free shipping')}</p>
    </div>
  );
}
