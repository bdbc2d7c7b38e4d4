// The JSON envelope of every public API answer (DESIGN §3.1): { code, result, meta? }.
// HTTP status equals `code`.

export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

/** Error texts of spec 01 §8 that the API client raises when an answer is not what the contract says. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_RESPONSE_FORMAT = 'Unhandled error, wrong response format!';

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && 'result' in value;
}
