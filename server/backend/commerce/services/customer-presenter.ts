// The customer as the vue-storefront-api contract returns it (Magento's customer shape).
import type { CustomerRow } from '../../../db/schema.js';

export const DEFAULT_STORE_ID = 1;
export const DEFAULT_WEBSITE_ID = 1;

export interface CustomerAddress {
  id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  [key: string]: unknown;
}

export interface CustomerView {
  id: number;
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  gender: number;
  store_id: number;
  website_id: number;
  created_at: string;
  updated_at: string;
  addresses: CustomerAddress[];
  loyalty_card: string | null;
  disable_auto_group_change: number;
}

/** The sign-up answer: the customer as sent, without the stored account's id and dates (the same for a taken address). */
export type SignUpView = Omit<CustomerView, 'id' | 'created_at' | 'updated_at'>;

export function presentSignUp(row: CustomerRow): SignUpView {
  const { id: _id, created_at: _created, updated_at: _updated, ...view } = presentCustomer(row);
  return view;
}

export function presentCustomer(row: CustomerRow): CustomerView {
  return {
    id: row.id,
    group_id: row.group_id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender ?? 0,
    store_id: DEFAULT_STORE_ID,
    website_id: DEFAULT_WEBSITE_ID,
    created_at: row.created_at,
    updated_at: row.updated_at,
    addresses: JSON.parse(row.addresses) as CustomerAddress[],
    loyalty_card: row.loyalty_card,
    disable_auto_group_change: 0,
  };
}
