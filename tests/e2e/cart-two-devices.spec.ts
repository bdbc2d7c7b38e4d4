// Issue 12 item 4 in Chromium: two devices (two browser contexts) of one customer on one server cart. Device A
// removes a line and lowers a quantity; device B, still holding the older cart in its storage, opens a page; A
// reloads: the removed line stays removed and the quantity stays lowered (spec 02 §4's sync compares what each side
// last saw and pushes only local changes made since).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AccountPage } from './pages/account-page.js';
import { ShellParts } from './pages/shell-parts.js';
import { allProducts } from './support/catalogue.js';
import { CUSTOMER_PASSWORD, createCustomer } from './support/customer.js';
import { necessaryCookiesOnlyState } from './support/consent.js';

interface Simple {
  sku: string;
  name: string;
  type_id: string;
  status: number;
  stock: { qty: number; is_in_stock: boolean };
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  const body = (await res.json()) as { code: number; result: T };
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.result;
}

/** The customer's server cart lines, read with the customer's token. */
async function serverLines(request: APIRequestContext, token: string, cartId: string): Promise<[string, number][]> {
  const lines = await api<{ sku: string; qty: number }[]>(request, 'GET', `/api/cart/pull?token=${token}&cartId=${cartId}`);
  return lines.map((l): [string, number] => [l.sku, l.qty]).sort();
}

const storedLines = (page: Page) =>
  page.evaluate(() => ((JSON.parse(localStorage.getItem('shop/cart') ?? '{}') as { cartItems?: { sku: string; qty: number }[] }).cartItems ?? []).map((i): [string, number] => [i.sku, i.qty]).sort());

/** A device: its own browser context (storage, cookies), logged in as the customer from the header. */
async function device(browser: Browser, baseURL: string, email: string): Promise<{ page: Page; shell: ShellParts }> {
  const context = await browser.newContext({ baseURL, storageState: necessaryCookiesOnlyState(baseURL) });
  const page = await context.newPage();
  const shell = new ShellParts(page);
  await shell.open('/');
  await shell.headerLogin().click();
  await new AccountPage(page).modal.logIn(email, CUSTOMER_PASSWORD);
  return { page, shell };
}

test('a stale device opening a page does not bring back a removed line or a lowered quantity', async ({ browser, request, baseURL }) => {
  const simples = (await allProducts<Simple>(request)).filter((p) => p.type_id === 'simple' && p.status === 1 && p.stock.is_in_stock && p.stock.qty >= 10);
  const [keep, drop] = simples;
  expect(drop, 'two simple products in stock').toBeDefined();
  const email = await createCustomer(request);
  // The customer's server cart before either device logs in: 3 × keep, 1 × drop.
  const token = await api<string>(request, 'POST', '/api/user/login', { username: email, password: CUSTOMER_PASSWORD });
  const cartId = await api<string>(request, 'POST', `/api/cart/create?token=${token}`);
  for (const [sku, qty] of [[keep.sku, 3], [drop.sku, 1]] as const) await api(request, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
  const both: [string, number][] = ([[keep.sku, 3], [drop.sku, 1]] as [string, number][]).sort();

  const a = await device(browser, baseURL!, email);
  const b = await device(browser, baseURL!, email);
  await expect.poll(() => storedLines(a.page)).toEqual(both);
  await expect.poll(() => storedLines(b.page)).toEqual(both);

  // Device A: remove one line and lower the other's quantity in the mini cart.
  await a.shell.cartLink().click();
  const miniCart = a.shell.miniCart();
  await miniCart.getByRole('button', { name: `Remove ${drop.name}` }).click();
  await a.page.getByRole('dialog', { name: 'Remove this product?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(miniCart.locator('.minicart-line')).toHaveCount(1);
  const line = miniCart.locator('.minicart-line').filter({ hasText: keep.name });
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('1');
  await expect.poll(() => serverLines(request, token, cartId)).toEqual([[keep.sku, 1]]);

  // Device B still holds 3 × keep and 1 × drop: it opens a page and syncs.
  expect(await storedLines(b.page)).toEqual(both);
  const synced = b.page.waitForResponse((res) => res.url().includes('/api/cart/pull'));
  await b.shell.open('/');
  await synced;
  await expect.poll(() => storedLines(b.page)).toEqual([[keep.sku, 1]]);

  // Device A reloads: A's changes stand, on the server and on both devices.
  await a.page.reload({ waitUntil: 'load' });
  await a.shell.waitForHydration();
  await expect.poll(() => storedLines(a.page)).toEqual([[keep.sku, 1]]);
  await a.shell.cartLink().click();
  await expect(a.shell.miniCart().locator('.minicart-line')).toHaveCount(1);
  await expect(a.shell.miniCart().locator('.minicart-line').filter({ hasText: keep.name }).getByRole('spinbutton')).toHaveValue('1');
  expect(await serverLines(request, token, cartId)).toEqual([[keep.sku, 1]]);
  expect([...a.shell.pageErrors, ...b.shell.pageErrors]).toEqual([]);
});
