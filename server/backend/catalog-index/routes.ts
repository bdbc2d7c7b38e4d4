// HTTP face of the embedded catalogue index, speaking Elasticsearch 7 so that a real cluster can take its place:
// POST|GET /{index}/_search (ES accepts a body on GET, and `?source=<json>&source_content_type=application/json`),
// GET / (cluster info) and GET /_cluster/health (readiness). Errors answer in ES's shape and status.
// With an admin token (ADMIN_TOKEN), also POST /_bulk and POST /{index}/_bulk (issue #14 item 2), which take
// `Authorization: Bearer <token>`; the edge never forwards these paths (its gateway serves `_search` only).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogIndex } from './catalog-index.js';
import { illegalArgument, SearchRequestError, type EsErrorBody } from './errors.js';
import type { EsSearchResponse } from './es-types.js';
import { isPlainObject } from './parse-helpers.js';
import { searchResponseBytes } from './response-json.js';
import { parseJsonSafely, PoisonedJsonError, POISONED_JSON_TEXT } from '../../http/safe-json.js';

export interface BulkEndpoint {
  adminToken: string;
  /** Applies an NDJSON bulk body (`defaultIndex` from the path); throws SearchRequestError for a malformed body. */
  apply(body: string, defaultIndex?: string): Promise<unknown>;
}

export interface CatalogIndexRoutesOptions {
  index: CatalogIndex;
  /** The bulk endpoint; absent without ADMIN_TOKEN, and then the routes do not exist. */
  bulk?: BulkEndpoint;
  clusterName?: string;
  nodeName?: string;
}

const ES_VERSION = '7.17.0';
/** Largest search body read, as Fastify's default body limit. */
const BODY_LIMIT = 1024 * 1024;
const SEARCH_PARAMETERS = new Set([
  'size', 'from', '_source', '_source_includes', '_source_excludes', 'track_total_hits',
  'rest_total_hits_as_int', 'pretty', 'source', 'source_content_type', 'request_cache',
]);

type QueryParameters = Record<string, string | string[] | undefined>;

export async function catalogIndexRoutes(app: FastifyInstance, opts: CatalogIndexRoutesOptions): Promise<void> {
  const { index } = opts;
  // Bodies are read as text and parsed here, so that a bad body gets ES's error shape (this plugin's scope only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.setErrorHandler(answerError);
  // Official Elasticsearch clients (7.14+) refuse a server without this header.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-elastic-product', 'Elasticsearch');
    return payload;
  });

  app.get('/', async () => clusterInfo(opts));

  app.get('/_cluster/health', async () => clusterHealth(opts.clusterName ?? 'storefront-embedded', index.listIndices().length));

  const search = async (request: FastifyRequest<{ Params: { index: string }; Querystring: QueryParameters }>, reply: FastifyReply) => {
    const raw = request.method === 'GET' ? await readUnparsedBody(request) : (request.body as string | undefined);
    const parameters = request.query;
    rejectUnknownParameters(request.url, parameters);
    const body = applyUrlParameters(requestBody(raw, request.headers['content-type'], parameters), parameters);
    if (request.params.index.includes(',') || request.params.index.includes('*')) {
      throw illegalArgument(`searching several indices at once is not supported, found [${request.params.index}]`);
    }
    // The answer is only serialised: hits' sources may stay JSON bytes (catalog-index.ts search).
    const result = formatTotals(index.search(request.params.index, body, { encodedSources: true }), parameters);
    if (parameters.pretty !== undefined) sendJson(reply, 200, result, true);
    else reply.code(200).type(JSON_TYPE).send(searchResponseBytes(result));
  };
  app.post('/:index/_search', search);
  app.get('/:index/_search', search);
  if (opts.bulk) registerBulk(app, opts.bulk);
}

/** Largest bulk body: a few thousand documents per request, as ES clients send them (the command takes files). */
const BULK_BODY_LIMIT = 64 * 1024 * 1024;

function registerBulk(app: FastifyInstance, bulk: BulkEndpoint): void {
  const expected = createHash('sha256').update(bulk.adminToken).digest();
  const authorized = (header: string | undefined): boolean => {
    const match = /^Bearer (.+)$/.exec(header ?? '');
    return match !== null && timingSafeEqual(createHash('sha256').update(match[1]).digest(), expected);
  };
  const handler = async (request: FastifyRequest<{ Params: { index?: string } }>, reply: FastifyReply) => {
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="catalog-index"');
      throw new SearchRequestError(401, 'security_exception', 'missing or wrong admin token: send Authorization: Bearer <ADMIN_TOKEN>');
    }
    const body = request.body as string | undefined;
    if (body === undefined || body.trim() === '') throw illegalArgument('request body is required');
    sendJson(reply, 200, await bulk.apply(body, request.params.index), false);
  };
  app.post('/_bulk', { bodyLimit: BULK_BODY_LIMIT }, handler);
  app.post('/:index/_bulk', { bodyLimit: BULK_BODY_LIMIT }, handler);
}

/** What GET / answers on an ES 7.17 node; clients read version.number, build_flavor and tagline. */
function clusterInfo(opts: CatalogIndexRoutesOptions) {
  return {
    name: opts.nodeName ?? 'catalog-index',
    cluster_name: opts.clusterName ?? 'storefront-embedded',
    cluster_uuid: '_na_',
    version: {
      number: ES_VERSION,
      build_flavor: 'default',
      build_type: 'embedded',
      build_snapshot: false,
      lucene_version: '8.11.1',
      minimum_wire_compatibility_version: '6.8.0',
      minimum_index_compatibility_version: '6.0.0-beta1',
    },
    tagline: 'You Know, for Search',
  };
}

function clusterHealth(clusterName: string, indexCount: number) {
  return {
    cluster_name: clusterName,
    status: 'green',
    timed_out: false,
    number_of_nodes: 1,
    number_of_data_nodes: 1,
    active_primary_shards: indexCount,
    active_shards: indexCount,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: 0,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 0,
    active_shards_percent_as_number: 100,
  };
}

/** Fastify leaves a GET body unread; read it ourselves since ES (and vue-storefront-api) send search bodies on GET. */
async function readUnparsedBody(request: FastifyRequest): Promise<string | undefined> {
  const { headers } = request;
  if (headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0')) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new SearchRequestError(413, 'illegal_argument_exception', `request body is larger than ${BODY_LIMIT} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function rejectUnknownParameters(url: string, parameters: QueryParameters): void {
  for (const name of Object.keys(parameters)) {
    if (!SEARCH_PARAMETERS.has(name)) throw illegalArgument(`request [${url.split('?')[0]}] contains unrecognized parameter: [${name}]`);
  }
}

/** The search body from the request body or ES's `source` parameter; JSON only. */
function requestBody(raw: string | undefined, contentType: string | undefined, parameters: QueryParameters): unknown {
  const source = single(parameters.source);
  const hasBody = raw !== undefined && raw.trim() !== '';
  if (source !== undefined && hasBody) throw illegalArgument('a search may carry a request body or a [source] parameter, not both');
  if (source !== undefined) return parseJson(source, single(parameters.source_content_type), 'source_content_type');
  return hasBody ? parseJson(raw, contentType, 'Content-Type') : undefined;
}

function parseJson(text: string, mediaType: string | undefined, header: string): unknown {
  // ES 7 answers an unsupported or missing Content-Type with 406 and a bare string error; we answer 400 with the
  // structured error (team rule: bad input → 400 naming the field), with ES 8's type for this case.
  if (mediaType === undefined) throw new SearchRequestError(400, 'media_type_header_exception', `${header} header is missing; send application/json`);
  const essence = mediaType.split(';')[0].trim().toLowerCase();
  if (essence !== 'application/json' && !/^application\/[\w.+-]*\+json$/.test(essence)) {
    throw new SearchRequestError(400, 'media_type_header_exception', `${header} header [${mediaType}] is not supported; send application/json`);
  }
  try {
    return parseJsonSafely(text);
  } catch (error) {
    if (error instanceof PoisonedJsonError) throw new SearchRequestError(400, 'parsing_exception', `request body ${POISONED_JSON_TEXT}`);
    throw new SearchRequestError(400, 'json_parse_exception', `request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** URL parameters override the body, as in ES: size, from, track_total_hits and source filtering. */
function applyUrlParameters(body: unknown, parameters: QueryParameters): unknown {
  const overrides: Record<string, unknown> = {};
  for (const name of ['size', 'from'] as const) {
    const value = single(parameters[name]);
    if (value !== undefined) overrides[name] = intParameter(name, value);
  }
  const track = single(parameters.track_total_hits);
  if (track !== undefined) overrides.track_total_hits = track === 'true' || track === 'false' ? track === 'true' : intParameter('track_total_hits', track);
  const source = sourceParameters(parameters);
  if (source !== undefined) overrides._source = source;
  if (Object.keys(overrides).length === 0) return body;
  // A body that is not an object is left for search() to refuse with the usual parsing error.
  if (body !== undefined && !isPlainObject(body)) return body;
  return { ...(body ?? {}), ...overrides };
}

function sourceParameters(parameters: QueryParameters): unknown {
  const source = single(parameters._source);
  const includes = single(parameters._source_includes);
  const excludes = single(parameters._source_excludes);
  if (source === 'false') return false;
  if (source === undefined && includes === undefined && excludes === undefined) return undefined;
  const list = (value: string | undefined) => (value === undefined || value === 'true' ? [] : value.split(',').filter(Boolean));
  return { includes: [...list(source), ...list(includes)], excludes: list(excludes) };
}

function intParameter(name: string, value: string): number {
  if (!/^-?\d+$/.test(value.trim())) throw illegalArgument(`Failed to parse int parameter [${name}] with value [${value}]`);
  return Number(value);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `rest_total_hits_as_int=true` gives hits.total as a number, as ES 6 did and ES 7 does on request. */
function formatTotals(result: EsSearchResponse, parameters: QueryParameters): Parameters<typeof searchResponseBytes>[0] {
  const asInt = single(parameters.rest_total_hits_as_int);
  if (asInt === undefined || asInt === 'false') return result;
  return { ...result, hits: { ...result.hits, total: result.hits.total?.value ?? -1 } };
}

const JSON_TYPE = 'application/json; charset=UTF-8';

function sendJson(reply: FastifyReply, status: number, body: unknown, pretty: boolean): void {
  reply
    .code(status)
    .type(JSON_TYPE)
    .send(pretty ? `${JSON.stringify(body, null, 2)}\n` : JSON.stringify(body));
}

function answerError(error: FastifyError | SearchRequestError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof SearchRequestError) {
    sendJson(reply, error.status, error.toEsBody(), false);
    return;
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'catalog index: unexpected error');
  const cause = status === 500 ? { type: 'exception', reason: 'internal error' } : { type: 'illegal_argument_exception', reason: error.message };
  const body: EsErrorBody = { error: { root_cause: [cause], ...cause }, status };
  sendJson(reply, status, body, false);
}
