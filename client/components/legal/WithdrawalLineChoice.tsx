import { useId } from 'react';
import { formatPrice } from '../../../shared/money.js';
import { eurosToCents } from '../../../shared/money.js';
import { useT } from '../../i18n.js';
import { optionLabels } from '../cart/cart-view.js';
import type { ProductOption } from '../../../shared/cart/cart-types.js';
import type { WithdrawalLookupLine } from './withdrawal-api.js';

export interface WithdrawalLineChoiceProps {
  line: WithdrawalLookupLine;
  /** 0 when the line is not chosen. */
  qty: number;
  onChange: (qty: number) => void;
}

/** One order line in step 2: a checkbox to withdraw it and, for more than one piece, how many. */
export function WithdrawalLineChoice({ line, qty, onChange }: WithdrawalLineChoiceProps) {
  const t = useT();
  const qtyId = useId();
  const left = line.qty_withdrawable;
  const options = optionLabels({ product_option: (line.product_option ?? undefined) as ProductOption | undefined });
  const details = [...options.map((o) => `${o.label}: ${o.value}`), `${t('Item no.')} ${line.sku}`, formatPrice(eurosToCents(line.price_incl_tax))].join(' · ');
  return (
    <li className={`withdrawal-line${left === 0 ? ' withdrawal-line--done' : ''}`}>
      <label className="checkbox withdrawal-line__check">
        <input type="checkbox" checked={qty > 0} disabled={left === 0} onChange={(e) => onChange(e.target.checked ? left : 0)} />
        <span>
          <span className="withdrawal-line__name">{line.name}</span>
          <span className="withdrawal-line__details">{details}</span>
          <span className="withdrawal-line__count">
            {left === 0 ? t('Already withdrawn') : t('Ordered: {ordered} · can be withdrawn: {left}', { ordered: line.qty_ordered, left })}
          </span>
        </span>
      </label>
      {left > 1 && qty > 0 ? (
        <div className="withdrawal-line__qty">
          <label className="label" htmlFor={qtyId}>
            {t('Quantity to withdraw')}
          </label>
          <select id={qtyId} className="select" value={qty} onChange={(e) => onChange(Number(e.target.value))}>
            {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </li>
  );
}
