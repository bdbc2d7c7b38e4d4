import { Link } from '../ui/Link.js';
import { productUrl } from '../../../shared/routing/urls.js';
import { choiceTarget, type ChoiceTarget } from '../../../shared/catalog/variant-selection.js';
import type { SelectedOptions } from '../../../shared/catalog/variants.js';
import { useStoreView, useT } from '../../i18n.js';
import type { ProductChildView, ProductView } from './product-page-data.js';

/** A chip's address: the child's URL, or the product's with the option values alone in the query (?color=52). */
function targetUrl(store: Parameters<typeof productUrl>[0], product: ProductView, target: NonNullable<ChoiceTarget<ProductChildView>>): string {
  const link = { sku: product.sku, slug: product.slug, type_id: product.typeId };
  if ('child' in target) return productUrl(store, link, target.child.sku);
  return `${productUrl(store, link)}?${new URLSearchParams(Object.entries(target.values).map(([code, value]) => [code, String(value)]))}`;
}

/**
 * The configurable options (colour, then sizes) as links (shared/catalog/variant-selection.ts choiceTarget): a colour
 * chooses the colour only, a size the child of the chosen colour in that size; values that cannot be bought are shown
 * but cannot be chosen (spec 01 §4). An option with a single value offers no choice and is left out (the page names
 * the colour already). Plain links, so the choice works the same without JavaScript.
 */
export function ProductOptions({ product, chosen, unavailable = null }: { product: ProductView; chosen: SelectedOptions; unavailable?: ProductChildView | null }) {
  const t = useT();
  const store = useStoreView();
  return (
    <>
      {product.options.filter((option) => option.values.length > 1).map((option) => {
        const chosenValue = option.values.find((v) => v.valueIndex === chosen[option.code]);
        return (
          <fieldset key={option.code} className="product-options" data-option={option.code}>
            <legend className="product-options__legend">
              {option.label}
              {chosenValue && <span className="product-options__chosen">: {chosenValue.label}</span>}
            </legend>
            <ul className="product-options__list">
              {option.values.map((value) => {
                const target = choiceTarget(product.children, chosen, option.code, value.valueIndex);
                const isSelected = chosen[option.code] === value.valueIndex;
                return (
                  <li key={value.valueIndex}>
                    {target ? (
                      <Link
                        className={`option-chip${isSelected ? ' option-chip--selected' : ''}`}
                        to={targetUrl(store.code, product, target)}
                        replace
                        preventScrollReset
                        aria-current={isSelected ? 'true' : undefined}
                      >
                        {value.label}
                      </Link>
                    ) : (
                      // The size a link named that cannot be bought is marked, never selected.
                      <span className={`option-chip option-chip--unavailable${unavailable?.values[option.code] === value.valueIndex ? ' option-chip--linked' : ''}`} title={t('Out of stock')}>
                        <span className="visually-hidden">{t('Out of stock')}: </span>
                        {value.label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}
