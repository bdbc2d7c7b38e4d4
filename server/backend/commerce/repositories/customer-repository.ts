// Customers (e-mail unique without regard to case through email_normalized).
import type { CustomerRow, CustomersTable, Database } from '../../../db/schema.js';

export type NewCustomer = Omit<CustomersTable, 'id'>;
export type CustomerPatch = Partial<Pick<CustomersTable, 'email' | 'email_normalized' | 'firstname' | 'lastname' | 'gender' | 'addresses' | 'loyalty_card' | 'password_hash' | 'updated_at'>>;

export async function insertCustomer(db: Database, row: NewCustomer): Promise<CustomerRow> {
  return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCustomerByEmail(db: Database, normalizedEmail: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email_normalized', '=', normalizedEmail).executeTakeFirst();
}

export async function updateCustomer(db: Database, id: number, patch: CustomerPatch): Promise<CustomerRow> {
  return db.updateTable('customers').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
