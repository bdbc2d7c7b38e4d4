// The token of a commerce call travels in the query string (spec 02 §6). An empty token means a guest.
import { fail } from '../commerce-error.js';
import type { CommerceContext } from '../context.js';
import { authenticate } from '../services/token-service.js';

/** The token's customer, null without a token; a wrong or expired token is 401. */
export async function optionalCustomer(ctx: CommerceContext, token: string | undefined): Promise<number | null> {
  if (token === undefined || token === '') return null;
  return authenticate(ctx.db, token, ctx.now());
}

/** Calls that need a customer: no token is 401 as well. */
export async function requiredCustomer(ctx: CommerceContext, token: string | undefined): Promise<number> {
  const customerId = await optionalCustomer(ctx, token);
  if (customerId === null) throw fail('ERR_UNAUTHORIZED');
  return customerId;
}

export function ok<T>(result: T, meta?: Record<string, unknown>): { code: 200; result: T; meta?: Record<string, unknown> } {
  return meta ? { code: 200, result, meta } : { code: 200, result };
}
