// Security headers on every answer. Pages get a Content-Security-Policy with a fresh nonce per request: the SSR
// plugin reads it as `request.cspNonce` and puts it on its inline data and bootstrap scripts. API, image and asset
// answers never run script, so they get a fixed policy that allows nothing.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce of this page's CSP; empty for answers that are not pages. */
    cspNonce: string;
  }
}

export interface SecurityOptions {
  /** Public origin; HSTS is only sent when it is https. */
  publicUrl: string;
}

/**
 * Third parties the shop loads (spec 01 §7: tag manager, review widgets, Payone's card-field iframe script, Klarna).
 * 'strict-dynamic' lets scripts our nonce-carrying scripts insert run; the hosts are the fallback for browsers
 * without CSP 3.
 */
const PAYMENT_SCRIPT_HOSTS = 'https://secure.pay1.de https://x.klarnacdn.net';
const PAYMENT_FRAME_HOSTS = 'https://secure.pay1.de https://*.klarna.com';
const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
const NON_PAGE_PREFIXES = ['/api/', '/img/', '/assets/', '/healthz', '/readyz'];

/** The page policy for a nonce; exported so a cached page can be answered with the nonce it was rendered with. */
export function buildContentSecurityPolicy(nonce: string, https = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${PAYMENT_SCRIPT_HOSTS}`,
    // React's streaming SSR and components write style attributes; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${PAYMENT_FRAME_HOSTS}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ];
  // Only on an https site: on plain http (local runs, tests) it would send every sub-request to https.
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** 16 random bytes per nonce, cut from a pooled buffer so a page costs no extra system call. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;
export function createNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

function isPageRequest(url: string): boolean {
  return !NON_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const https = options.publicUrl.startsWith('https:');
  const hsts = https ? 'max-age=31536000; includeSubDomains' : null;
  const fixed: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://secure.pay1.de"), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (hsts) fixed['strict-transport-security'] = hsts;

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(fixed);
    if (isPageRequest(request.url)) {
      request.cspNonce = createNonce();
      reply.header('content-security-policy', buildContentSecurityPolicy(request.cspNonce, https));
    } else {
      reply.header('content-security-policy', NOT_A_PAGE_CSP);
    }
    done();
  });
}
