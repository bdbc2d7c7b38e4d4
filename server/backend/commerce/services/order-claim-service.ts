// An account created at checkout owns the order it was created with (issue 12 §6; Magento's "create an account
// from the guest order"). The sign-up names the cart the guest order was placed with (POST /api/user/create?cartId=):
// a cart id is a random secret only the browser that ordered holds, and the order's e-mail must be the new account's,
// so an order number or an e-mail address alone never hands anyone a stranger's order.
import { normalizeEmail } from '../../../../shared/commerce/email.js';
import type { CustomerRow, Database } from '../../../db/schema.js';
import * as orders from '../repositories/order-repository.js';

/** True when the guest order of that cart now belongs to the customer; anything else leaves every order as it was. */
export async function claimCheckoutOrder(db: Database, customer: Pick<CustomerRow, 'id' | 'email_normalized'>, cartId: string): Promise<boolean> {
  const order = await orders.findOrderByCartId(db, cartId);
  if (!order || order.customer_id !== null || normalizeEmail(order.email) !== customer.email_normalized) return false;
  return orders.setOrderCustomer(db, order.id, customer.id);
}
