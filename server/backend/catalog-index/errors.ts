// Errors of the catalogue index, shaped so the HTTP layer can answer exactly as Elasticsearch 7 does:
// `{ error: { root_cause: [{ type, reason }], type, reason }, status }`. The `type` strings are ES's own, so a
// client written against a real cluster reads ours the same way.

export type SearchErrorType =
  | 'parsing_exception'
  | 'index_not_found_exception'
  | 'illegal_argument_exception'
  | 'query_shard_exception'
  | 'json_parse_exception'
  | 'media_type_header_exception'
  | 'security_exception';

export class SearchRequestError extends Error {
  readonly status: number;
  readonly type: SearchErrorType;
  /** Stable code for logs and error handlers (team convention: ERR_…). */
  readonly code: string;
  /** Extra fields ES puts beside type and reason (e.g. index, resource.id for a missing index). */
  readonly details: Readonly<Record<string, string>>;

  constructor(status: number, type: SearchErrorType, reason: string, details: Record<string, string> = {}) {
    super(reason);
    this.name = 'SearchRequestError';
    this.status = status;
    this.type = type;
    this.code = `ERR_CATALOG_INDEX_${type.toUpperCase()}`;
    this.details = details;
  }

  /** The response body Elasticsearch sends for this error. */
  toEsBody(): EsErrorBody {
    const cause = { type: this.type, reason: this.message, ...this.details };
    return { error: { root_cause: [cause], ...cause }, status: this.status };
  }
}

export interface EsErrorBody {
  error: { root_cause: { type: string; reason: string }[]; type: string; reason: string };
  status: number;
}

export function parsingError(reason: string): SearchRequestError {
  return new SearchRequestError(400, 'parsing_exception', reason);
}

export function illegalArgument(reason: string): SearchRequestError {
  return new SearchRequestError(400, 'illegal_argument_exception', reason);
}

export function indexNotFound(index: string): SearchRequestError {
  return new SearchRequestError(404, 'index_not_found_exception', `no such index [${index}]`, {
    'resource.type': 'index_or_alias',
    'resource.id': index,
    index_uuid: '_na_',
    index,
  });
}
