import { Link } from '../ui/Link.js';
import { productUrl } from '../../../shared/routing/urls.js';
import { useStoreView, useT } from '../../i18n.js';
import { childForValue } from './product-child.js';
import type { ProductChildView, ProductView } from './product-page-data.js';

/**
 * The configurable options (sizes first of all) as links to the child that value picks; values no available
 * child has are shown but cannot be chosen (spec 01 §4). An option with a single value offers no choice and is
 * left out (the page names the colour already).
 */
export function ProductOptions({ product, selected, unavailable = null }: { product: ProductView; selected: ProductChildView | null; unavailable?: ProductChildView | null }) {
  const t = useT();
  const store = useStoreView();
  return (
    <>
      {product.options.filter((option) => option.values.length > 1).map((option) => (
        <fieldset key={option.code} className="product-options">
          <legend className="product-options__legend">
            {option.label}
            {selected && option.values.find((v) => v.valueIndex === selected.values[option.code]) && (
              <span className="product-options__chosen">: {option.values.find((v) => v.valueIndex === selected.values[option.code])!.label}</span>
            )}
          </legend>
          <ul className="product-options__list">
            {option.values.map((value) => {
              const child = childForValue(product, selected, option.code, value.valueIndex);
              const isSelected = selected?.values[option.code] === value.valueIndex;
              return (
                <li key={value.valueIndex}>
                  {child?.available ? (
                    <Link
                      className={`option-chip${isSelected ? ' option-chip--selected' : ''}`}
                      to={productUrl(store.code, { sku: product.sku, slug: product.slug, type_id: product.typeId }, child.sku)}
                      replace
                      preventScrollReset
                      aria-current={isSelected ? 'true' : undefined}
                    >
                      {value.label}
                    </Link>
                  ) : (
                    // The size a link named that cannot be bought is marked, never selected (issue 12 item 2).
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
      ))}
    </>
  );
}
