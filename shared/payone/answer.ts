// Payone's server API answers with one `key=value` pair per line (docs.payone.com/integration/channel-server-api:
// "The return of the data is based on a line-by-line basis. The name of the parameter is separated from the
// parameter value with an equal sign"). Values may themselves hold '=' (redirect URLs), so only the first one splits.

/** Documented answer statuses: APPROVED, REDIRECT, ERROR, PENDING (api_version 3.11) and OK (genericpayment). */
export type PayoneStatus = 'APPROVED' | 'REDIRECT' | 'ERROR' | 'PENDING' | 'OK';
export const PAYONE_STATUSES: readonly PayoneStatus[] = ['APPROVED', 'REDIRECT', 'ERROR', 'PENDING', 'OK'];

export type PayoneAnswerValues = Readonly<Record<string, string>>;

/** 'status=APPROVED\ntxid=1' → {status:'APPROVED', txid:'1'}; blank lines and lines without '=' are skipped. */
export function parsePayoneAnswer(text: string): PayoneAnswerValues {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    values[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return values;
}

/** The inverse of parsePayoneAnswer, for the stand-in and for passing an answer on as lines. */
export function formatPayoneAnswer(values: Readonly<Record<string, string | number>>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

export function isPayoneStatus(value: unknown): value is PayoneStatus {
  return typeof value === 'string' && (PAYONE_STATUSES as readonly string[]).includes(value);
}

/** add_paydata[client_token]=abc → {client_token:'abc'}: Klarna's session data comes back under add_paydata[…]. */
export function addPaydataOf(values: PayoneAnswerValues): Record<string, string> {
  const paydata: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const match = /^add_paydata\[(.+)\]$/.exec(key);
    if (match) paydata[match[1]] = value;
  }
  return paydata;
}
