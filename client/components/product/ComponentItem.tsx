import type { ReactNode } from 'react';
import { Link } from '../ui/Link.js';
import { useT } from '../../i18n.js';
import { Price } from '../catalog/Price.js';
import type { ComponentItemView } from './product-components.js';

/** One product of a grouped or bundle product: picture, name (linked), quantity, price and stock. */
export function ComponentItem({ item, children }: { item: ComponentItemView; children?: ReactNode }) {
  const t = useT();
  return (
    <li className={item.isDefault ? 'component-item component-item--default' : 'component-item'}>
      {item.image ? <img className="component-item__image" src={item.image} alt="" width={72} height={72} loading="lazy" decoding="async" /> : <span className="component-item__image" />}
      <div className="component-item__body">
        <Link className="component-item__name" to={item.href}>
          {item.qty > 1 ? `${item.qty} × ` : ''}
          {item.name}
        </Link>
        <p className={`component-item__stock stock-status stock-status--${item.available ? 'ok' : 'out'}`}>{item.available ? t('In stock') : t('Out of stock')}</p>
        {item.isDefault && <p className="component-item__default">{t('Included by default')}</p>}
      </div>
      <div className="component-item__side">
        <Price price={item.price} />
        {children}
      </div>
    </li>
  );
}
