import type { CartItem } from '../../../shared/cart/cart-types.js';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { Modal } from '../ui/Modal.js';

export interface RemoveItemModalProps {
  item: CartItem | null;
  onConfirm: (item: CartItem) => void;
  onCancel: () => void;
}

/** The cart asks before removing a product (spec 02 §9). */
export function RemoveItemModal({ item, onConfirm, onCancel }: RemoveItemModalProps) {
  const t = useT();
  return (
    <Modal open={item !== null} onClose={onCancel} size="sm" title={t('Remove this product?')} className="cart-remove-modal">
      <p>{item ? t('Do you really want to remove {name} from your shopping cart?', { name: item.name }) : null}</p>
      <div className="cart-remove-modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button variant="primary" onClick={() => item && onConfirm(item)}>
          {t('Remove')}
        </Button>
      </div>
    </Modal>
  );
}
