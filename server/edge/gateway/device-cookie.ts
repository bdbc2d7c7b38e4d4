// The known-device cookie of the per-account log-in limit (shared/api/device-token.ts): the edge passes the cookie
// to the commerce backend's log-in as a header and keeps the token the backend answers in an HttpOnly cookie, so
// no script in the page ever reads it and the browser's answer carries no copy of it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_TOKEN_HEADER } from '../../../shared/api/device-token.js';

/** A year: a device stays known as long as it is used now and then. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const TOKEN_PATTERN = /^[\w-]{16,128}$/;

export function deviceHeader(request: FastifyRequest): Record<string, string> {
  const cookies = String(request.headers.cookie ?? '').split(';');
  for (const cookie of cookies) {
    const [name, value] = cookie.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value && TOKEN_PATTERN.test(value)) return { [DEVICE_TOKEN_HEADER]: value };
  }
  return {};
}

/** Takes meta.deviceToken out of a successful log-in answer and sets it as the cookie; returns the answer to send. */
export function keepDeviceToken(reply: FastifyReply, text: string, secure: boolean): string {
  let envelope: { meta?: Record<string, unknown> };
  try {
    envelope = JSON.parse(text) as { meta?: Record<string, unknown> };
  } catch {
    return text;
  }
  const token = envelope.meta?.deviceToken;
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return text;
  delete envelope.meta!.deviceToken;
  reply.header('set-cookie', `${DEVICE_COOKIE}=${token}; Path=/api/user; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
  return JSON.stringify(envelope);
}
