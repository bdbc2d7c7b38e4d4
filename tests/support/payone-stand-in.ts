// A local stand-in of the Payone server API (post-gateway) for the requests the shop sends: authorization,
// preauthorization and genericpayment (Klarna start_session). It checks the request format Payone documents
// (docs.payone.com/integration/channel-server-api and the request pages): form-encoded POST; mid, portalid, aid
// and key = md5(portal key) of its configured account; api_version, encoding and mode; reference CHAR(1..20) of
// [0-9a-zA-Z.-_/] (giropay 4..16); amount as a whole number of minor units; ISO 4217 currency; lastname and
// ISO 3166 country; the clearing-type fields (pseudocardpan for cc; iban/bic/bankcountry for elv; wallettype and
// success/error/back URLs for wlt; onlinebanktransfertype, bankcountry and URLs for sb; financingtype, Klarna
// token and item lines for fnc); item lines numbered from [1] that add up to the amount. It answers in Payone's
// key=value lines: APPROVED for cc/elv/fnc, REDIRECT with redirecturl for wallets and bank transfer, OK with a
// client token for start_session, ERROR with errorcode/errormessage/customermessage for anything else.
// The error numbers are this stand-in's own; they are not Payone's catalogue. It parses forms with
// URLSearchParams, independently of the shop's code, and records every request for assertions.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInAccount {
  mid: string;
  portalId: string;
  aid: string;
  portalKey: string;
  mode: 'test' | 'live';
}

export interface ReceivedRequest {
  contentType: string;
  form: Record<string, string>;
}

export interface PayoneStandIn {
  /** Base URL to configure as PAYONE_URL (ends in /post-gateway). */
  url: string;
  received: ReceivedRequest[];
  /** Delay before answering, to make the shop's client time out. */
  delayMs: number;
  /** IBANs this Payone refuses (a blocked account): ERROR 1005 with a customer message. */
  refusedIbans: Set<string>;
  close(): Promise<void>;
}

export const STAND_IN_ERROR = { format: '1001', account: '1002', request: '1003', iban: '1004', refused: '1005' } as const;
const PATH = '/post-gateway/';
const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'DKK', 'SEK', 'NOK', 'PLN'];
const KLARNA_CURRENCIES = ['EUR', 'CHF', 'DKK', 'SEK', 'NOK'];
const ITEM_TYPES = ['goods', 'shipment', 'handling', 'voucher'];
const URL_PATTERN = /^[a-zA-Z][a-zA-Z0-9]{1,9}:\/\/[^/\s]+\/\S*$/;

class Refusal extends Error {
  constructor(
    readonly errorcode: string,
    message: string,
    readonly customermessage = 'An error occurred while processing this transaction (wrong parameters).',
  ) {
    super(message);
  }
}

function need(condition: boolean, parameter: string, problem = 'faulty'): void {
  if (!condition) throw new Refusal(STAND_IN_ERROR.format, `Parameter {${parameter}} ${problem}`);
}

/** ISO 13616 check digits: move the first four characters to the end, letters to 10..35, remainder mod 97 is 1. */
export function ibanChecksumValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function checkAccount(form: Record<string, string>, account: StandInAccount): void {
  const key = createHash('md5').update(account.portalKey).digest('hex');
  const sameAccount = form.mid === account.mid && form.portalid === account.portalId && form.aid === account.aid;
  if (!sameAccount || form.key !== key) throw new Refusal(STAND_IN_ERROR.account, 'Merchant, portal, sub-account or key invalid');
  need(['3.10', '3.11'].includes(form.api_version), 'api_version');
  need(['UTF-8', 'ISO-8859-1'].includes(form.encoding), 'encoding');
  need(form.mode === account.mode, 'mode');
}

function checkItems(form: Record<string, string>, required: boolean): void {
  let sum = 0;
  let n = 1;
  for (; form[`it[${n}]`] !== undefined; n++) {
    need(ITEM_TYPES.includes(form[`it[${n}]`]), `it[${n}]`);
    need(Boolean(form[`id[${n}]`]), `id[${n}]`, 'missing');
    need(/^-?\d{1,10}$/.test(form[`pr[${n}]`] ?? ''), `pr[${n}]`);
    need(/^\d{1,6}$/.test(form[`no[${n}]`] ?? '') && Number(form[`no[${n}]`]) > 0, `no[${n}]`);
    need(Boolean(form[`de[${n}]`]), `de[${n}]`, 'missing');
    sum += Number(form[`pr[${n}]`]) * Number(form[`no[${n}]`]);
  }
  const stray = Object.keys(form).find((k) => /^(it|id|pr|no|de)\[(\d+)\]$/.test(k) && Number(/\[(\d+)\]/.exec(k)![1]) >= n);
  need(!stray, stray ?? '', 'out of sequence');
  need(!required || n > 1, 'it[1]', 'missing');
  need(n === 1 || sum === Number(form.amount), 'amount', 'does not match the sum of the items');
}

function checkAmount(form: Record<string, string>, currencies: string[]): void {
  need(/^\d{1,10}$/.test(form.amount ?? '') && Number(form.amount) > 0, 'amount');
  need(currencies.includes(form.currency), 'currency');
}

function checkUrls(form: Record<string, string>): void {
  for (const name of ['successurl', 'errorurl', 'backurl']) need(URL_PATTERN.test(form[name] ?? '') && form[name].length <= 255, name);
}

function checkClearing(form: Record<string, string>): void {
  switch (form.clearingtype) {
    case 'cc':
      return need(/^\d{16,19}$/.test(form.pseudocardpan ?? ''), 'pseudocardpan');
    case 'elv':
      need(/^[0-9A-Z]{10,34}$/.test(form.iban ?? ''), 'iban');
      need(/^[0-9A-Z]{8}([0-9A-Z]{3})?$/.test(form.bic ?? ''), 'bic');
      return need(/^[A-Z]{2}$/.test(form.bankcountry ?? ''), 'bankcountry');
    case 'wlt':
      need(['PPE', 'PDT', 'APL', 'ALP'].includes(form.wallettype), 'wallettype');
      return checkUrls(form);
    case 'sb':
      need(['PNT', 'GPY', 'EPS', 'IDL'].includes(form.onlinebanktransfertype), 'onlinebanktransfertype');
      need(/^[A-Z]{2}$/.test(form.bankcountry ?? ''), 'bankcountry');
      return checkUrls(form);
    case 'fnc':
      need(['KIS', 'KIV', 'KDD', 'KBT'].includes(form.financingtype), 'financingtype');
      need(Boolean(form['add_paydata[authorization_token]']), 'add_paydata[authorization_token]', 'missing');
      return checkItems(form, true);
    default:
      need(false, 'clearingtype');
  }
}

function checkPayment(form: Record<string, string>): void {
  const [min, max] = form.onlinebanktransfertype === 'GPY' ? [4, 16] : [1, 20];
  const reference = form.reference ?? '';
  need(reference.length >= min && reference.length <= max && /^[0-9a-zA-Z._\-/]+$/.test(reference), 'reference');
  checkAmount(form, CURRENCIES);
  need(Boolean(form.lastname), 'lastname', 'missing');
  need(/^[A-Z]{2}$/.test(form.country ?? ''), 'country');
  checkClearing(form);
  checkItems(form, false);
}

let sequence = 200000000;

function answerPayment(form: Record<string, string>, base: string, refusedIbans: ReadonlySet<string>): Record<string, string> {
  const txid = String(++sequence);
  if (form.clearingtype === 'elv' && refusedIbans.has(form.iban)) {
    const customer = form.language === 'de' ? 'Die Lastschrift wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.' : 'The direct debit was refused. Please choose another payment method.';
    throw new Refusal(STAND_IN_ERROR.refused, 'Bank account refused', customer);
  }
  if (form.clearingtype === 'elv' && !ibanChecksumValid(form.iban)) {
    const customer = form.language === 'de' ? 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Bankverbindung.' : 'The IBAN is invalid. Please check your bank details.';
    throw new Refusal(STAND_IN_ERROR.iban, 'IBAN invalid', customer);
  }
  if (form.clearingtype === 'wlt' || form.clearingtype === 'sb') {
    return { status: 'REDIRECT', redirecturl: `${base}/checkout/${txid}?type=${form.wallettype ?? form.onlinebanktransfertype}`, txid, userid: '90000001' };
  }
  return { status: 'APPROVED', txid, userid: '90000001' };
}

function answerGenericPayment(form: Record<string, string>): Record<string, string> {
  need(form['add_paydata[action]'] === 'start_session', 'add_paydata[action]');
  need(form.clearingtype === 'fnc', 'clearingtype');
  need(['KIS', 'KIV', 'KDD', 'KBT'].includes(form.financingtype), 'financingtype');
  checkAmount(form, KLARNA_CURRENCIES);
  need(/^[A-Z]{2}$/.test(form.country ?? ''), 'country');
  checkItems(form, true);
  sequence += 1;
  return {
    status: 'OK',
    workorderid: `WX${sequence}`,
    'add_paydata[client_token]': `stand-in-client-token-${sequence}`,
    'add_paydata[session_id]': `stand-in-session-${sequence}`,
    'add_paydata[payment_method_category_identifier]': form.financingtype === 'KIS' ? 'pay_over_time' : 'pay_later',
  };
}

function answer(form: Record<string, string>, contentType: string, account: StandInAccount, base: string, refusedIbans: ReadonlySet<string>): Record<string, string> {
  try {
    need(contentType.split(';')[0].trim() === 'application/x-www-form-urlencoded', 'content-type');
    checkAccount(form, account);
    if (form.request === 'genericpayment') return answerGenericPayment(form);
    if (form.request !== 'authorization' && form.request !== 'preauthorization') throw new Refusal(STAND_IN_ERROR.request, 'Request not supported');
    checkPayment(form);
    return answerPayment(form, base, refusedIbans);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { status: 'ERROR', errorcode: error.errorcode, errormessage: error.message, customermessage: error.customermessage };
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPayoneStandIn(account: StandInAccount): Promise<PayoneStandIn> {
  const received: ReceivedRequest[] = [];
  const standIn = { received, delayMs: 0, refusedIbans: new Set<string>(), url: '', close: async () => undefined } as PayoneStandIn;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== PATH) {
        response.writeHead(404).end();
        return;
      }
      const contentType = String(request.headers['content-type'] ?? '');
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      received.push({ contentType, form });
      const lines = Object.entries(answer(form, contentType, account, standIn.url, standIn.refusedIbans)).map(([k, v]) => `${k}=${v}`);
      if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      if (!response.destroyed) response.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8' }).end(lines.join('\n'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/post-gateway`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
