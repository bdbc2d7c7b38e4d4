import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n.js';
import { cart } from '../../cart/cart.js';
import type { AppliedCoupon } from '../../../shared/cart/cart-types.js';
import { Button } from '../ui/Button.js';

/** Apply or remove a discount code; the server decides and the totals follow. */
export function CouponForm({ coupon, busy }: { coupon: AppliedCoupon | null; busy: boolean }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');

  if (coupon) {
    return (
      <div className="coupon coupon--applied">
        <span>{t('Discount code {code} applied', { code: coupon.code })}</span>
        <button type="button" className="coupon__remove" onClick={() => void cart.removeCoupon()} disabled={busy}>
          {t('Remove discount code')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && (await cart.applyCoupon(code))) setCode('');
  };

  return (
    <form className="coupon" onSubmit={submit}>
      <label htmlFor={id} className="coupon__label">
        {t('Discount code')}
      </label>
      <div className="coupon__row">
        <input id={id} className="input coupon__input" type="text" autoComplete="off" maxLength={64} value={code} onChange={(event) => setCode(event.target.value)} />
        <Button type="submit" variant="secondary" size="sm" disabled={busy || code.trim() === ''}>
          {t('Apply')}
        </Button>
      </div>
    </form>
  );
}
