// Order amounts come as euros (Magento's shape); the shop formats integer cents.
import { eurosToCents, formatPrice } from '../../../shared/money.js';

export const euros = (amount: number | null | undefined): string => formatPrice(eurosToCents(amount ?? 0));
