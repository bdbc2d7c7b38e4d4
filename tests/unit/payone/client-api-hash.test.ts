import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_API_HASHED_PARAMETERS, clientApiHashInput } from '../../../shared/payone/client-api-hash.js';
import { buildCreditCardCheckParams } from '../../../shared/payone/creditcardcheck.js';
import { clientApiHash, serverApiKey } from '../../../server/upstream/payone-client.js';

// The example of PAYONE's own client SDK (PAYONE-GmbH/PCP-client-javascript-SDK, src/tests/crypto.spec.ts):
// these request values and the portal key 'wurstbrot' give this HMAC-SHA384.
const SDK_EXAMPLE = {
  request: 'creditcardcheck',
  responsetype: 'JSON',
  mode: 'test',
  mid: '11111',
  aid: '22222',
  portalid: '3333333',
  encoding: 'UTF-8',
  storecarddata: 'yes',
  api_version: '3.11',
};
const SDK_EXAMPLE_KEY = 'wurstbrot';
const SDK_EXAMPLE_HASH = 'ba5c08f0a3ee380214908e1274411227054923d129109e6f4b4460935a64918e5871842655ea8c02e54fcafa9c029bc0';

describe('client-API hash (DESIGN §7: HMAC-SHA384 keyed with the portal key over the values sorted by name)', () => {
  it("matches the example vector of PAYONE's client SDK", () => {
    expect(clientApiHash(SDK_EXAMPLE, SDK_EXAMPLE_KEY)).toBe(SDK_EXAMPLE_HASH);
  });

  it('concatenates the values in alphabetical order of their names, whatever order they come in', () => {
    expect(clientApiHashInput(SDK_EXAMPLE)).toBe('222223.11UTF-811111test3333333creditcardcheckJSONyes');
    const reversed = Object.fromEntries(Object.entries(SDK_EXAMPLE).reverse());
    expect(clientApiHashInput(reversed)).toBe(clientApiHashInput(SDK_EXAMPLE));
  });

  it('equals an HMAC computed independently with node:crypto over the documented concatenation', () => {
    const params = { ...buildCreditCardCheckParams({ mid: '12345', portalId: '2000002', aid: '54321', mode: 'live' }) };
    const concatenated = [params.aid, params.api_version, params.encoding, params.mid, params.mode, params.portalid, params.request, params.responsetype, params.storecarddata].join('');
    const expected = createHmac('sha384', 'portal-secret').update(concatenated).digest('hex');
    expect(clientApiHash(params, 'portal-secret')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{96}$/);
  });

  it('leaves the key out of the hashed data (the key is the HMAC key, not a parameter) and ignores unprotected fields', () => {
    expect(clientApiHashInput({ ...SDK_EXAMPLE, key: 'wurstbrot', hash: 'x', lastname: 'Muster' })).toBe(clientApiHashInput(SDK_EXAMPLE));
    expect(CLIENT_API_HASHED_PARAMETERS).not.toContain('key');
  });

  it('changes when any protected value changes', () => {
    expect(clientApiHash({ ...SDK_EXAMPLE, mode: 'live' }, SDK_EXAMPLE_KEY)).not.toBe(SDK_EXAMPLE_HASH);
    expect(clientApiHash(SDK_EXAMPLE, 'another key')).not.toBe(SDK_EXAMPLE_HASH);
  });
});

describe('creditcardcheck parameters (spec 02 §7: aid, api_version, encoding, mid, mode, portalid, request, storecarddata)', () => {
  it('asks for a JSON answer and a stored pseudo card number, in the account mode', () => {
    expect(buildCreditCardCheckParams({ mid: '10001', portalId: '2000002', aid: '10002', mode: 'test' })).toEqual({
      aid: '10002',
      api_version: '3.11',
      encoding: 'UTF-8',
      mid: '10001',
      mode: 'test',
      portalid: '2000002',
      request: 'creditcardcheck',
      responsetype: 'JSON',
      storecarddata: 'yes',
    });
  });
});

describe('server-API key (Payone: "payment portal key as MD5 value")', () => {
  it('is the lowercase MD5 hex digest of the portal key (RFC 1321 test vector)', () => {
    expect(serverApiKey('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
});
