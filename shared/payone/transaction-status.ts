// Payone's TransactionStatus notification (docs.payone.com/integration/response-handling/transactionstatus-
// notification): an application/x-www-form-urlencoded POST, "always ISO-8859-1 encoded", carrying `key` = the
// portal key as MD5, txaction (appointed, capture, paid, underpaid, cancelation, refund, debit, reminder,
// vauthorization, vsettlement, transfer, invoice, failed), txid, reference, mode, portalid, aid, clearingtype,
// currency …; the endpoint answers TSOK. Decoding here is byte-exact: URLSearchParams would read %E4 as UTF-8.

export interface PayoneTransactionStatus {
  txaction: string;
  txid: string;
  reference: string;
  mode: string;
  portalid: string;
  aid: string;
  clearingtype: string;
  currency: string;
  /** completed | pending (notify_version 7.4 and later). */
  transactionStatus?: string;
  /** Every field Payone sent except `key`, which has done its job once verified. */
  values: Readonly<Record<string, string>>;
}

export const TRANSACTION_STATUS_REPLY = 'TSOK';

function decodeComponent(raw: string, decoder: TextDecoder): string {
  const bytes: number[] = [];
  const text = raw.replace(/\+/g, ' ');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return decoder.decode(new Uint8Array(bytes));
}

/**
 * Parses a form body whose bytes (escaped or not) are text in `charset` ('latin1' for Payone, 'utf-8' for us).
 * `body` is the raw body read one character per byte (Buffer#toString('latin1')), so no byte is lost before decoding.
 */
export function parseFormBody(body: string, charset: 'latin1' | 'utf-8'): Record<string, string> {
  const decoder = new TextDecoder(charset);
  const values: Record<string, string> = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at), decoder);
    values[name] = at < 0 ? '' : decodeComponent(pair.slice(at + 1), decoder);
  }
  return values;
}

export function toTransactionStatus(form: Readonly<Record<string, string>>): PayoneTransactionStatus {
  const { key: _key, ...values } = form;
  return {
    txaction: values.txaction ?? '',
    txid: values.txid ?? '',
    reference: values.reference ?? '',
    mode: values.mode ?? '',
    portalid: values.portalid ?? '',
    aid: values.aid ?? '',
    clearingtype: values.clearingtype ?? '',
    currency: values.currency ?? '',
    transactionStatus: values.transaction_status,
    values,
  };
}
