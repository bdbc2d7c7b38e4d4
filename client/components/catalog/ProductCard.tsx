import { useT } from '../../i18n.js';
import { Price } from './Price.js';
import { CARD_IMAGE_SIZE, type ProductCardData } from './product-card-data.js';

/**
 * A product in a listing or carousel: picture (400×400), brand, name, colour, price and the new/sale badges. The link
 * is a plain anchor that the app follows (client/shell/spa-links.ts): a listing hydrates 50 cards, and a <Link> each
 * would run its hooks 50 times.
 */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const t = useT();
  const badges: { text: string; kind: string }[] = [];
  if (product.isSoldOut) badges.push({ text: t('Sold out'), kind: 'sold-out' });
  if (product.isNew) badges.push({ text: t('New'), kind: 'new' });
  if (product.price.isReduced) badges.push({ text: t('Sale'), kind: 'sale' });
  // The editor's label often repeats what the badges already say ('New'): show it only when it adds something.
  const label = product.badgeLabel;
  if (label && !badges.some((badge) => badge.text.toLowerCase() === label.toLowerCase())) badges.push({ text: label, kind: 'label' });
  return (
    <article className={product.isSoldOut ? 'product-card product-card--sold-out' : 'product-card'}>
      <a href={product.href} className="product-card__link" data-spa-link="">
        <div className="product-card__media">
          {product.image ? (
            <img
              className="product-card__image"
              src={product.image}
              alt={product.name}
              width={CARD_IMAGE_SIZE}
              height={CARD_IMAGE_SIZE}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <div className="product-card__image product-card__image--none" aria-hidden="true" />
          )}
          {badges.length > 0 && (
            <ul className="product-card__badges">
              {badges.map((badge) => (
                <li key={badge.kind} className={`badge badge--${badge.kind}`}>
                  {badge.text}
                </li>
              ))}
            </ul>
          )}
        </div>
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h3 className="product-card__name">{product.name}</h3>
        {product.colour && (
          <p className="product-card__colour">{product.colour.kind === 'one' ? product.colour.label : t('{count} colours', { count: product.colour.count })}</p>
        )}
        <Price price={product.price} />
      </a>
    </article>
  );
}
