import { useEffect, useId, useState } from 'react';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { useT } from '../../i18n.js';
import { AddToCartButton } from '../cart/AddToCartButton.js';
import { cartChildBySku } from './cart-product.js';
import { useCartEdit } from './cart-edit.js';
import { UpdateCartButtons } from './UpdateCartButtons.js';
import { NoScriptNote } from '../ui/NoScriptNote.js';

export interface ProductPurchaseProps {
  /** The product as the cart needs it (cart-product.ts). */
  cartProduct: ProductDocument;
  /** The chosen child's sku of a configurable product (null until a size is picked). */
  childSku: string | null;
  /** What the shopper would buy is out of stock: no Add to cart is offered (issue 12 item 14, spec 02 §4). */
  soldOut?: boolean;
}

/**
 * Quantity and Add to cart, or Update cart while a cart line of this product is being edited. The cart store
 * validates the line and tells the outcome (spec 02 §4–§5); the field keeps what the shopper typed, and the cart's
 * message (not the browser's) explains a bad value.
 */
export function ProductPurchase({ cartProduct, childSku, soldOut = false }: ProductPurchaseProps) {
  const t = useT();
  const qtyId = useId();
  const [qty, setQty] = useState('1');
  const edit = useCartEdit(cartProduct.sku);
  const editedLine = edit?.checksum ?? null;
  useEffect(() => {
    if (edit) setQty(String(edit.qty));
    // Only when another line's edit opens: the shopper's own changes to the field stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editedLine]);
  const child = cartChildBySku(cartProduct, childSku);
  const needsSize = cartProduct.type_id === 'configurable' && !child;
  // Add to cart without a size asks for it (spec 02 §5 "configurable combination must exist"): the hint becomes an
  // alert and the first size gets the focus.
  const [askedForSize, setAskedForSize] = useState(false);
  useEffect(() => setAskedForSize(false), [childSku]);
  const askForSize = () => {
    setAskedForSize(true);
    document.querySelector<HTMLElement>('.product-options a.option-chip')?.focus();
  };
  return (
    <div className={edit ? 'product-purchase product-purchase--editing' : soldOut ? 'product-purchase product-purchase--sold-out' : 'product-purchase'}>
      {/* Adding needs the cart in the browser: without JavaScript the page says so instead of offering a dead button. */}
      {!soldOut && <NoScriptNote hide=".product-purchase > :not(noscript)" />}
      {edit && <p className="product-purchase__editing">{t('You are changing a product in your cart.')}</p>}
      {/* Nothing can be added while sold out: no quantity to choose (the button says Out of stock). */}
      {!soldOut || edit ? (
        <div className="product-purchase__qty">
          <label htmlFor={qtyId}>{t('Quantity')}</label>
          <input id={qtyId} className="product-purchase__qty-input" type="number" inputMode="numeric" min={1} step={1} value={qty} onChange={(event) => setQty(event.target.value)} />
        </div>
      ) : null}
      {edit ? (
        <UpdateCartButtons edit={edit} cartProduct={cartProduct} child={child} qty={Number(qty)} />
      ) : (
        <AddToCartButton product={cartProduct} child={child} qty={Number(qty)} className="product-purchase__button" onMissingVariant={askForSize} soldOut={soldOut} />
      )}
      {needsSize && (
        <p className={askedForSize ? 'product-purchase__hint product-purchase__hint--asked' : 'product-purchase__hint'} role={askedForSize ? 'alert' : undefined}>
          {t('Please choose your size')}
        </p>
      )}
    </div>
  );
}
