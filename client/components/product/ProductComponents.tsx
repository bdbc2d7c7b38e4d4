import { useId } from 'react';
import { useT } from '../../i18n.js';
import { AddToCartButton } from '../cart/AddToCartButton.js';
import { ComponentItem } from './ComponentItem.js';
import { cartChildBySku } from './cart-product.js';
import type { ProductComponentsView } from './product-components.js';

/**
 * A grouped product lists its items, each added to the cart on its own (the group itself is not saleable); a
 * bundle lists its options with the products each offers, the default one marked.
 */
export function ProductComponents({ components }: { components: ProductComponentsView }) {
  const t = useT();
  const headingId = useId();
  if (components.grouped.length) {
    return (
      <section className="product-components" aria-labelledby={headingId}>
        <h2 id={headingId} className="product-components__heading">
          {t('Items in this set')}
        </h2>
        <ul className="product-components__list">
          {components.grouped.map((item) => {
            const cartProduct = components.cartProducts.find((p) => p.sku === item.sku);
            return (
              <ComponentItem key={item.sku} item={item}>
                {cartProduct && <AddToCartButton product={cartProduct} child={cartChildBySku(cartProduct, null)} qty={1} className="component-item__add" soldOut={!item.available} />}
              </ComponentItem>
            );
          })}
        </ul>
      </section>
    );
  }
  return (
    <section className="product-components" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-components__heading">
        {t('What the set contains')}
      </h2>
      {components.bundle.map((option) => (
        <div key={option.id} className="product-components__option">
          <h3 className="product-components__option-title">
            {option.title}
            {!option.required && <span className="product-components__optional"> ({t('optional')})</span>}
          </h3>
          <ul className="product-components__list">
            {option.items.map((item) => (
              <ComponentItem key={item.sku} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
