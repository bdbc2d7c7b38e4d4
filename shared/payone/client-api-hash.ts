// The client-API hash (creditcardcheck for Payone's hosted iframes). Payone documents it as
// hash_hmac("sha2-384", $data, $portalKey) where $data is the values of the protected request parameters,
// "concatenated in alphabetical order" of their names, and the portal key is the HMAC key — not part of $data
// (docs.payone.com/integration/channel-client-api/calculation-of-the-hash-value). PAYONE's own client SDK
// concatenates aid, api_version, encoding, mid, mode, portalid, request, responsetype, storecarddata for this
// request. The HMAC itself is computed on the server (server/upstream/payone-client.ts), where the key lives;
// this module only decides which values go in, in which order, so that it stays free of node:crypto.

/** Parameters of the documented hash table that a creditcardcheck request can carry (lowercase names). */
export const CLIENT_API_HASHED_PARAMETERS: readonly string[] = [
  'aid',
  'api_version',
  'checktype',
  'encoding',
  'language',
  'mid',
  'mode',
  'portalid',
  'request',
  'responsetype',
  'storecarddata',
];

/** The string the HMAC is computed over: protected values present in `params`, sorted by parameter name. */
export function clientApiHashInput(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => CLIENT_API_HASHED_PARAMETERS.includes(name))
    .sort()
    .map((name) => params[name])
    .join('');
}
