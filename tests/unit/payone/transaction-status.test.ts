import { describe, expect, it } from 'vitest';
import { parseFormBody, toTransactionStatus } from '../../../shared/payone/transaction-status.js';

describe('TransactionStatus notification body (Payone: form-encoded, always ISO-8859-1)', () => {
  it('decodes percent-escaped ISO-8859-1 bytes (Payone’s own example street=J%E4gerweg 12)', () => {
    const body = Buffer.from('key=3c6e0b8a9c15224a8228b9a98ca1531d&txaction=appointed&street=J%E4gerweg+12', 'latin1').toString('latin1');
    expect(parseFormBody(body, 'latin1')).toEqual({ key: '3c6e0b8a9c15224a8228b9a98ca1531d', txaction: 'appointed', street: 'Jägerweg 12' });
  });

  it('decodes raw (unescaped) ISO-8859-1 bytes, and UTF-8 when asked to', () => {
    expect(parseFormBody(Buffer.from('city=Köln', 'latin1').toString('latin1'), 'latin1').city).toBe('Köln');
    expect(parseFormBody(Buffer.from('city=K%C3%B6ln', 'latin1').toString('latin1'), 'utf-8').city).toBe('Köln');
  });

  it('keeps the status fields and drops the key once it is verified', () => {
    const status = toTransactionStatus({ key: 'k', txaction: 'paid', txid: '123', reference: 'R1', mode: 'test', portalid: '2000002', aid: '10002', clearingtype: 'wlt', currency: 'EUR', transaction_status: 'completed' });
    expect(status).toMatchObject({ txaction: 'paid', txid: '123', reference: 'R1', clearingtype: 'wlt', transactionStatus: 'completed' });
    expect(status.values).not.toHaveProperty('key');
  });
});
