// Errors of the mail and newsletter backends and how they become the envelope `{code, result, meta}` (HTTP status
// equals code): expected outcomes keep their status and name the field; anything else is a generic, logged 500.
import { jsonDepthExceeds, MAX_JSON_DEPTH, TOO_DEEP_TEXT } from '../../http/json-depth.js';
import { parseJsonSafely, PoisonedJsonError } from '../../http/safe-json.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function invalidField(field: string, message: string): ApiError {
  return new ApiError(400, 'ERR_VALIDATION', message, field);
}

function errorReply(reply: FastifyReply, error: ApiError): FastifyReply {
  const meta: Record<string, string> = { errorCode: error.errorCode };
  if (error.field) meta.field = error.field;
  return reply.status(error.status).send({ code: error.status, result: error.message, meta });
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.status >= 500) request.log.error({ err: error, cause: error.cause }, 'mail/newsletter request failed');
    return errorReply(reply, error);
  }
  if ((error as { code?: unknown }).code === 'ERR_MAIL_DELIVERY') {
    // Spec 02 §8: a mailer failure is logged as an error; the caller learns only that the mail did not go.
    request.log.error({ err: error }, 'mail delivery failed');
    return errorReply(reply, new ApiError(502, 'ERR_MAIL_DELIVERY', 'The e-mail could not be sent. Please try again later.'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework verdicts on the request itself (bad JSON, media type, size): said without internals.
    const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
    return errorReply(reply, new ApiError(status === 413 ? 413 : 400, 'ERR_VALIDATION', `The request is not acceptable (${field})`, field));
  }
  request.log.error({ err: error }, 'mail/newsletter request failed');
  return errorReply(reply, new ApiError(500, 'ERR_INTERNAL', 'Something went wrong. Please try again later.'));
}

/** JSON bodies where an empty body means "no body", and bad or prototype-poisoning JSON is a 400 naming the body. */
export function useJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(invalidField('body', `The body ${TOO_DEEP_TEXT}`));
    try {
      done(null, parseJsonSafely(text));
    } catch (error) {
      done(invalidField('body', error instanceof PoisonedJsonError ? error.message : 'The body is not valid JSON'));
    }
  });
  scope.setErrorHandler(apiErrorHandler);
}

export function sendResult(reply: FastifyReply, result: unknown, meta?: Record<string, unknown>): FastifyReply {
  return reply.status(200).send(meta ? { code: 200, result, meta } : { code: 200, result });
}

export type JsonObject = Record<string, unknown>;

/** The body (or query) as an object; anything else is a 400 naming `field`. */
export function asObject(value: unknown, field = 'body'): JsonObject {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(field, `${field} must be an object`);
  return value as JsonObject;
}
