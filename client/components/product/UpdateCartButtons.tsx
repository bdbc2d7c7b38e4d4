import { useState } from 'react';
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';
import type { CartEditState } from '../../../shared/cart/line-edit.js';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { applyCartEdit, closeCartEdit } from './cart-edit.js';

export interface UpdateCartButtonsProps {
  edit: CartEditState;
  cartProduct: ProductDocument;
  child: ConfigurableChild | null;
  qty: number;
}

/** Update cart (replaces the edited line's size and quantity through the cart store) and Cancel. */
export function UpdateCartButtons({ edit, cartProduct, child, qty }: UpdateCartButtonsProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const needsSize = cartProduct.type_id === 'configurable' && !child;
  const update = async () => {
    setBusy(true);
    try {
      await applyCartEdit(edit, cartProduct, child, qty);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="product-purchase__edit-actions">
      <Button variant="accent" size="lg" block className="product-purchase__button" disabled={!hydrated || busy || needsSize} aria-busy={busy} onClick={() => void update()}>
        {t('Update cart')}
      </Button>
      <Button variant="ghost" onClick={closeCartEdit}>
        {t('Cancel')}
      </Button>
    </div>
  );
}
