import { describe, expect, it } from 'vitest';
import { addPaydataOf, formatPayoneAnswer, parsePayoneAnswer } from '../../../shared/payone/answer.js';

describe('Payone answer lines (server API: one key=value pair per line)', () => {
  it('reads status, txid and userid of an approval', () => {
    expect(parsePayoneAnswer('status=APPROVED\ntxid=205387102\nuserid=90737467\n')).toEqual({ status: 'APPROVED', txid: '205387102', userid: '90737467' });
  });

  it("keeps '=' and '&' inside values such as a redirect URL, and copes with CRLF and blank lines", () => {
    const text = 'status=REDIRECT\r\nredirecturl=https://pay.example/x?a=1&b=2\r\n\r\ntxid=1\r\n';
    expect(parsePayoneAnswer(text)).toEqual({ status: 'REDIRECT', redirecturl: 'https://pay.example/x?a=1&b=2', txid: '1' });
  });

  it('reads errorcode, errormessage and customermessage of an error', () => {
    const values = parsePayoneAnswer('status=ERROR\nerrorcode=42\nerrormessage=Parameter {iban} faulty\ncustomermessage=Bitte IBAN prüfen.');
    expect(values.errorcode).toBe('42');
    expect(values.customermessage).toBe('Bitte IBAN prüfen.');
  });

  it('collects add_paydata[…] fields such as the Klarna client token', () => {
    const values = parsePayoneAnswer('status=OK\nadd_paydata[client_token]=eyJhbGci\nadd_paydata[session_id]=s-1\nworkorderid=WX1');
    expect(addPaydataOf(values)).toEqual({ client_token: 'eyJhbGci', session_id: 's-1' });
  });

  it('formats values back into lines that parse to the same values', () => {
    const values = { status: 'OK', workorderid: 'WX1', 'add_paydata[client_token]': 'a=b' };
    expect(parsePayoneAnswer(formatPayoneAnswer(values))).toEqual(values);
  });
});
