import type { ProductDocument } from '../../../shared/catalog-types.js';
import type { RatingSummary } from '../../../shared/catalog/reviews.js';
import type { VariantResolution } from '../../../shared/catalog/variant-selection.js';
import { useT } from '../../i18n.js';
import { ProductOptions } from '../catalog/ProductOptions.js';
import type { ProductChildView, ProductView } from '../catalog/product-page-data.js';
import { ProductBadges } from './ProductBadges.js';
import { ProductComponentsRegion } from './ProductComponentsRegion.js';
import type { ProductComponentsView } from './product-components.js';
import { SizeGuide } from './SizeGuide.js';
import { ProductRatingLink } from './ProductRatingLink.js';
import { ProductPriceBlock } from './ProductPriceBlock.js';
import { ProductPurchase } from './ProductPurchase.js';
import { shownStockStatus } from './product-variant.js';
import { canAddWithStock } from '../../../shared/catalog/stock.js';

export interface ProductBuyBoxProps {
  product: ProductView;
  cartProduct: ProductDocument;
  variant: VariantResolution<ProductChildView>;
  rating: RatingSummary | null;
  components: ProductComponentsView | null;
  sizeGuide: { title: string; html: string } | null;
}

/** The buying column: brand, name, badges, price, colour, sizes, stock, the variant messages and Add to cart. */
export function ProductBuyBox({ product, cartProduct, variant, rating, components, sizeGuide }: ProductBuyBoxProps) {
  const t = useT();
  const { child } = variant;
  const price = child?.price ?? product.price;
  const stock = shownStockStatus(product, variant);
  return (
    <div className="product-page__info">
      {product.brand && <p className="product-page__brand">{product.brand}</p>}
      <h1 className="page-heading product-page__name">{product.name}</h1>
      {product.subHeadline && <p className="product-page__subheadline">{product.subHeadline}</p>}
      <ProductRatingLink rating={rating} />
      <ProductBadges isNew={product.isNew} isReduced={price.isReduced} badgeLabel={product.badgeLabel} />
      <ProductPriceBlock product={product} price={price} />
      {product.color && (
        <p className="product-page__color">
          {t('Colour')}: {product.color}
        </p>
      )}
      <ProductOptions product={product} chosen={variant.chosen} unavailable={variant.unavailable} />
      {sizeGuide && product.options.length > 0 && <SizeGuide guide={sizeGuide} />}
      {variant.warning && (
        <p className="product-notice product-notice--warning" role="alert">
          {t(variant.warning)}
        </p>
      )}
      {variant.error && (
        <p className="product-notice product-notice--error" role="alert">
          {t(variant.error)}
        </p>
      )}
      {stock && (
        <p className={`stock-status stock-status--${stock === 'ok' ? 'ok' : 'out'}`} data-stock={stock}>
          {stock === 'ok' ? t('In stock') : t('Out of stock')}
        </p>
      )}
      {components && <ProductComponentsRegion components={components} />}
      {/* A grouped product is not saleable itself: its items are added one by one. */}
      {product.typeId !== 'grouped' && <ProductPurchase cartProduct={cartProduct} childSku={child?.sku ?? null} soldOut={!canAddWithStock(stock)} />}
    </div>
  );
}
