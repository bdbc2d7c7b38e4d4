// Configuration of the account feature (spec 02 §9 configuration flags).
export interface AccountConfig {
  /** usePriceTiers: send the customer's group id and group token with searches and the URL map (spec 01 §6). */
  usePriceTiers: boolean;
}

export const ACCOUNT_CONFIG: Readonly<AccountConfig> = Object.freeze({ usePriceTiers: false });
