// The edge's one error handler (STYLE: typed errors map to HTTP in one place). Bad input → 400 naming the field;
// an upstream that fails → 502, or 504 when it timed out; anything else → a generic 500 logged with the request
// id. Bodies are the API envelope under /api and a small page elsewhere; a stack trace never leaves the process.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FINITE_TEXT } from '../http/number-rules.js';
import { UpstreamError } from '../upstream/http-client.js';

/** Bad input found by a handler rather than by a schema; `field` names what to fix. */
export class BadInputError extends Error {
  readonly statusCode = 400;
  readonly code = 'ERR_BAD_INPUT';
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export const UNAVAILABLE_TEXT = 'The service is temporarily unavailable, please try again shortly';
export const TIMEOUT_TEXT = 'The service took too long to answer, please try again shortly';
export const INTERNAL_TEXT = 'Internal error';
export const NOT_FOUND_TEXT = 'Not found';

/** 'querystring' + {instancePath:'/cartItem/qty'} → 'cartItem.qty'; a required property names itself. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): { field: string; problem: string } {
  const issue = issues[0];
  let field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  let problem = issue.message ?? 'is invalid';
  const join = (name: unknown) => (field ? `${field}.${String(name)}` : String(name));
  if (issue.keyword === 'required') {
    field = join(issue.params.missingProperty);
    problem = 'is required';
  } else if (issue.keyword === 'additionalProperties') {
    field = join(issue.params.additionalProperty);
    problem = 'is not allowed';
  } else if (issue.keyword === 'finite') {
    problem = NOT_FINITE_TEXT;
  } else if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) {
    problem = `must be one of ${issue.params.allowedValues.join(', ')}`;
  }
  return { field: field || context || 'request', problem };
}

function wantsEnvelope(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || !(request.headers.accept ?? '').includes('text/html');
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: string, meta?: Record<string, unknown>) {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsEnvelope(request)) return reply.send(meta ? { code: status, result: text, meta } : { code: status, result: text });
  return reply.type('text/html; charset=utf-8').send(errorPage(status, text));
}

function errorPage(status: number, text: string): string {
  const safe = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status}</h1><p>${safe}</p><p><a href="/">Home</a></p></body></html>`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | UpstreamError | BadInputError, request, reply) => {
    if ('validation' in error && Array.isArray(error.validation) && error.validation.length > 0) {
      const { field, problem } = describeValidation(error.validation as ValidationIssue[], error.validationContext);
      return sendError(request, reply, 400, `${field} ${problem}`, { field });
    }
    if (error instanceof BadInputError) return sendError(request, reply, 400, error.message, { field: error.field });
    if (error instanceof UpstreamError) {
      request.log.warn({ upstream: error.upstream, code: error.code, status: error.status, err: error.cause ?? error }, 'upstream failed');
      const timedOut = error.code === 'ERR_UPSTREAM_TIMEOUT';
      return sendError(request, reply, timedOut ? 504 : 502, timedOut ? TIMEOUT_TEXT : UNAVAILABLE_TEXT, { code: error.code });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendError(request, reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status >= 500 && status < 600 ? status : 500, INTERNAL_TEXT);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, NOT_FOUND_TEXT));
}
