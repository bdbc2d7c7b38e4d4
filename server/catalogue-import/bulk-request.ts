// `POST /_bulk` and `POST /{index}/_bulk` on the embedded catalogue backend (issue #14 item 2), with
// Elasticsearch's semantics: a line that is not a bulk line fails the request (400); otherwise every item gets its
// own result (created/updated/deleted/noop, or an error such as a document the shop would refuse), `errors` says
// whether any failed, and the items that passed are applied as one transaction (apply.ts).
import type { Database } from '../db/schema.js';
import { applyBulkItems, type ItemResult } from './apply.js';
import { BulkReader, type BulkItem } from './bulk-lines.js';
import { BulkValidator } from './bulk-validator.js';
import { formatProblem, type ImportProblem } from './problems.js';
import { inBatches } from '../db/in-batches.js';

export interface BulkResponse {
  took: number;
  errors: boolean;
  items: Record<string, Record<string, unknown>>[];
}

export class BulkRequestError extends Error {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(problems.slice(0, 5).map(formatProblem).join('; '));
  }
}

/** The stored ids and skus the request's rules need: the documents it names, and those carrying its skus. */
async function storedFor(db: Database, items: readonly BulkItem[]): Promise<Map<string, Map<string, string | null>>> {
  const byIndex = new Map<string, { ids: Set<string>; skus: Set<string> }>();
  for (const item of items) {
    let entry = byIndex.get(item.index.name);
    if (!entry) byIndex.set(item.index.name, (entry = { ids: new Set(), skus: new Set() }));
    entry.ids.add(item.id);
    for (const sku of [item.doc?.sku, item.doc?.parentSku]) if (typeof sku === 'string') entry.skus.add(sku);
  }
  const stored = new Map<string, Map<string, string | null>>();
  for (const [index, { ids, skus }] of byIndex) {
    const found = new Map<string, string | null>();
    for (const [column, values] of [['doc_id', [...ids]], ['sku', [...skus]]] as const) {
      for (const batch of inBatches(values)) {
        const rows = await db.selectFrom('catalog_documents').select(['doc_id', 'sku']).where('index_name', '=', index).where(column, 'in', batch).execute();
        for (const row of rows) found.set(row.doc_id, row.sku);
      }
    }
    stored.set(index, found);
  }
  return stored;
}

export async function applyBulkRequest(db: Database, text: string, options: { prefix: string; defaultIndex?: string; now?: Date }): Promise<{ response: BulkResponse; tags: string[]; changeId: number | null }> {
  const started = performance.now();
  const lines = text.split('\n');
  // First the format: a line that is not bulk format fails the whole request, as in Elasticsearch.
  const reader = new BulkReader(options);
  const all: BulkItem[] = [];
  lines.forEach((line, i) => {
    const item = reader.push(line, i + 1);
    if (item) all.push(item);
  });
  reader.end(lines.length);
  if (reader.problems.length) throw new BulkRequestError(reader.problems);
  const stored = await storedFor(db, all);
  const validator = new BulkValidator(options, (name) => stored.get(name) ?? new Map());
  lines.forEach((line, i) => validator.push(line, i + 1));
  const problems = validator.finish(lines.length);
  const refused = new Map<number, ImportProblem[]>();
  // An item by its action's and its document's line (a lookup per problem, not a scan of the request).
  const byLine = new Map<number, BulkItem>();
  for (const item of all) {
    byLine.set(item.line, item);
    if (item.docLine) byLine.set(item.docLine, item);
  }
  for (const problem of problems) {
    const item = byLine.get(problem.line);
    if (item) refused.set(item.line, [...(refused.get(item.line) ?? []), problem]);
  }
  const applied = await applyBulkItems(db, all.filter((item) => !refused.has(item.line)), { now: options.now ?? new Date(), reason: 'bulk', collectResults: true });
  const results = new Map<number, ItemResult>();
  let next = 0;
  for (const item of all) if (!refused.has(item.line)) results.set(item.line, applied.results[next++]);
  const items = all.map((item) => {
    const result = results.get(item.line);
    const base = { _index: item.index.name, _type: '_doc', _id: item.id };
    if (!result) {
      const problems = refused.get(item.line)!;
      const reason = problems.map((p) => `${p.field ? `[${p.field}] ` : ''}${p.message}`).join('; ');
      return { [item.op]: { ...base, ...esError(item, problems, reason) } };
    }
    return { [item.op]: { ...base, status: result.status, ...(result.result ? { result: result.result, _version: 1 } : {}), ...(result.error ? { error: result.error } : {}) } };
  });
  const errors = items.some((entry) => (Object.values(entry)[0].status as number) >= 300 && Object.values(entry)[0].error !== undefined);
  return { response: { took: Math.round(performance.now() - started), errors, items }, tags: applied.tags, changeId: applied.changeId };
}

/** ES's status and type for a refused item: a missing document (404), an existing one for create (409), else 400. */
function esError(item: BulkItem, problems: readonly ImportProblem[], reason: string): { status: number; error: { type: string; reason: string } } {
  const onlyId = problems.every((p) => p.field === '_id');
  if (onlyId && item.op === 'update') return { status: 404, error: { type: 'document_missing_exception', reason: `[${item.id}]: document missing` } };
  if (onlyId && item.op === 'create') return { status: 409, error: { type: 'version_conflict_engine_exception', reason: `[${item.id}]: version conflict, document already exists` } };
  return { status: 400, error: { type: 'mapper_parsing_exception', reason } };
}
