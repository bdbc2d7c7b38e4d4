/** Where the customer's session is kept in local storage (spec 02 §9); read at start to decide whether it is needed. */
export const USER_STORAGE_KEY = 'shop/user';
