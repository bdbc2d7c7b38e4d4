// Maps everything a commerce route can throw to the envelope: expected outcomes keep their code and status,
// schema failures become 400 naming the field, anything else is a generic 500 logged with the request id.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { COMMERCE_ERRORS, type CommerceErrorMeta } from '../../../../shared/commerce/error-codes.js';
import { CommerceError } from '../commerce-error.js';
import { HASH_RETRY_AFTER_SECONDS } from '../hash-queue.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../db/availability.js';
import { recordDatabaseUnavailable } from '../../../runtime/metrics/metrics.js';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** `/cartItem/qty` + missing `sku` → `cartItem.sku`; the query's fields keep their own names. */
export function fieldOf(issue: AjvIssue): string {
  const parts = (issue.instancePath ?? '').split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (extra) parts.push(extra);
  return parts.join('.') || 'body';
}

export function describeIssue(issue: AjvIssue): { field: string; message: string } {
  const field = fieldOf(issue);
  if (issue.keyword === 'required') return { field, message: `${field} is required` };
  if (issue.keyword === 'additionalProperties') return { field, message: `${field} is not allowed` };
  return { field, message: `${field} ${issue.message ?? 'is invalid'}` };
}

function errorReply(reply: FastifyReply, status: number, message: string, meta: CommerceErrorMeta): FastifyReply {
  return reply.status(status).send({ code: status, result: message, meta });
}

export function commerceErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof CommerceError) {
    const envelope = error.toEnvelope();
    // A full password-hashing queue: the caller may try again shortly (hash-queue.ts).
    if (error.code === 'ERR_BUSY') reply.header('retry-after', String(HASH_RETRY_AFTER_SECONDS));
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(envelope.code).send(envelope);
  }
  if (error.validation && error.validation.length > 0) {
    const { field, message } = describeIssue(error.validation[0] as AjvIssue);
    return errorReply(reply, 400, message, { errorCode: 'ERR_VALIDATION', field });
  }
  if (error.code === 'ERR_BAD_JSON' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return errorReply(reply, 400, COMMERCE_ERRORS.ERR_BAD_JSON.message, { errorCode: 'ERR_BAD_JSON', field: 'body' });
  }
  if (isDatabaseUnavailable(error)) {
    // The process stays up and the pool reconnects on a later call: tell the caller when to try again.
    request.log.warn({ err: error }, 'database unavailable; answered 503');
    recordDatabaseUnavailable();
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return errorReply(reply, 503, COMMERCE_ERRORS.ERR_SERVICE_UNAVAILABLE.message, { errorCode: 'ERR_SERVICE_UNAVAILABLE' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework verdicts on the request itself (media type, size): a bad request, said without internals.
    const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
    return errorReply(reply, status === 413 ? 413 : 400, `The request is not acceptable (${field})`, { errorCode: 'ERR_VALIDATION', field });
  }
  request.log.error({ err: error }, 'commerce request failed');
  return errorReply(reply, 500, COMMERCE_ERRORS.ERR_INTERNAL.message, { errorCode: 'ERR_INTERNAL' });
}
