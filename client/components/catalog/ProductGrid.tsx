import { memo } from 'react';
import { ProductCard } from './ProductCard.js';
import type { ProductCardData } from './product-card-data.js';

/**
 * Cards in a responsive grid; the first row loads its pictures at once (they are likely above the fold). Memoised:
 * the products are loader data, so state around the grid (the listing's filter dialog) does not re-render 50 cards.
 */
export const ProductGrid = memo(function ProductGrid({ products, eagerCount = 4 }: { products: readonly ProductCardData[]; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.sku} className="product-grid__item">
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
});
