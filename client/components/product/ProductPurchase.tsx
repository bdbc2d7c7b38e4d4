import { useId, useState } from 'react';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { useT } from '../../i18n.js';
import { AddToCartButton } from '../cart/AddToCartButton.js';
import { cartChildBySku } from './cart-product.js';

export interface ProductPurchaseProps {
  /** The product as the cart needs it (cart-product.ts). */
  cartProduct: ProductDocument;
  /** The chosen child's sku of a configurable product (null until a size is picked). */
  childSku: string | null;
}

/**
 * Quantity and the Add to cart button. The cart store validates the line and tells the outcome (spec 02 §4–§5);
 * the field keeps whatever the shopper typed, and the cart's message (not the browser's) explains a bad value.
 */
export function ProductPurchase({ cartProduct, childSku }: ProductPurchaseProps) {
  const t = useT();
  const qtyId = useId();
  const [qty, setQty] = useState('1');
  const child = cartChildBySku(cartProduct, childSku);
  const needsSize = cartProduct.type_id === 'configurable' && !child;
  return (
    <div className="product-purchase">
      <div className="product-purchase__qty">
        <label htmlFor={qtyId}>{t('Quantity')}</label>
        <input id={qtyId} className="product-purchase__qty-input" type="number" inputMode="numeric" min={1} step={1} value={qty} onChange={(event) => setQty(event.target.value)} />
      </div>
      <AddToCartButton product={cartProduct} child={child} qty={Number(qty)} className="product-purchase__button" />
      {needsSize && <p className="product-purchase__hint">{t('Please choose your size')}</p>}
    </div>
  );
}
