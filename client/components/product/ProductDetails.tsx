import { useId } from 'react';
import type { ProductDetail } from '../../../shared/catalog/product-details.js';
import { useT } from '../../i18n.js';

/** Additional information as a definition list. */
export function ProductDetails({ details }: { details: readonly ProductDetail[] }) {
  const t = useT();
  const headingId = useId();
  if (!details.length) return null;
  return (
    <section className="product-details" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {t('Additional information')}
      </h2>
      <dl className="product-details__list">
        {details.map((detail) => (
          <div key={detail.label} className="product-details__row">
            <dt>{t(detail.label)}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
