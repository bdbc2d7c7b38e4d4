import { useT } from '../../i18n.js';
import { ProductCard } from './ProductCard.js';
import type { ProductCardData } from './product-card-data.js';

export interface ProductBlockData {
  headline: string;
  headingLevel: 2 | 3 | 4;
  products: ProductCardData[];
}

/** A horizontally scrolling row of product cards (2 per view below 1023 px, spec 01 §2). */
export function ProductCarousel({ block }: { block: ProductBlockData }) {
  const t = useT();
  const Heading = `h${block.headingLevel}` as const;
  if (block.products.length === 0) return null;
  return (
    <section className="product-carousel" aria-label={block.headline}>
      <Heading className="section-heading">{block.headline}</Heading>
      <ul className="product-carousel__track" aria-label={t('Products')}>
        {block.products.map((product) => (
          <li key={product.sku} className="product-carousel__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
