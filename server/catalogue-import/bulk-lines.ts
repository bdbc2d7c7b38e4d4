// Reads Elasticsearch bulk format (NDJSON): an action line ({"index"|"create"|"update"|"delete": {"_index", "_id"}})
// followed, except for delete, by a document line (update: {"doc": {…partial…}}). Pure: lines in, items and
// problems out, one line at a time, so a large file is read as a stream (server/catalogue-import/read-lines.ts).
import type { ImportProblem } from './problems.js';
import { parseIndexName, type CatalogueIndex } from './index-names.js';

export type BulkOperation = 'index' | 'create' | 'update' | 'delete';
const OPERATIONS: readonly BulkOperation[] = ['index', 'create', 'update', 'delete'];

export type JsonObject = Record<string, unknown>;

export interface BulkItem {
  /** Line of the action. */
  line: number;
  op: BulkOperation;
  index: CatalogueIndex;
  id: string;
  /** index/create: the whole document; update: the partial document (merged into the stored one); delete: none. */
  doc?: JsonObject;
  /** Line of the document (0 for delete). */
  docLine: number;
}

export interface BulkReaderOptions {
  /** The catalogue's index prefix (CATALOG_INDEX). */
  prefix: string;
  /** The index of `POST /{index}/_bulk`, used when an action names none. */
  defaultIndex?: string;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The document id ES would use: the action's _id, else the document's own `id`. */
function documentId(actionId: unknown, doc: JsonObject | undefined): string | null {
  if (typeof actionId === 'string' && actionId !== '') return actionId;
  if (typeof actionId === 'number' && Number.isFinite(actionId)) return String(actionId);
  const own = doc?.id;
  if (typeof own === 'number' || (typeof own === 'string' && own !== '')) return String(own);
  return null;
}

interface PendingAction {
  line: number;
  op: Exclude<BulkOperation, 'delete'>;
  meta: JsonObject;
}

/**
 * Feed lines in order with `push`; each call returns the item the line completed (if any), and problems go to
 * `problems`. Call `end()` after the last line. Blank lines are skipped, as Elasticsearch does.
 */
export class BulkReader {
  readonly problems: ImportProblem[] = [];
  private pending: PendingAction | null = null;

  constructor(private readonly options: BulkReaderOptions) {}

  push(text: string, line: number): BulkItem | null {
    if (text.trim() === '') return null;
    const parsed = parseJson(text);
    if (this.pending) {
      const action = this.pending;
      this.pending = null;
      if ('error' in parsed) return this.problem(line, '', `not valid JSON: ${parsed.error}`);
      return this.documentLine(action, parsed.value, line);
    }
    if ('error' in parsed) return this.problem(line, '', `not valid JSON: ${parsed.error}`);
    return this.actionLine(parsed.value, line);
  }

  end(lastLine: number): void {
    if (this.pending) this.problem(this.pending.line, '', `the ${this.pending.op} action has no document line (the file ends at line ${lastLine})`);
    this.pending = null;
  }

  private problem(line: number, field: string, message: string): null {
    this.problems.push({ line, field, message });
    return null;
  }

  private actionLine(value: unknown, line: number): BulkItem | null {
    if (!isObject(value)) return this.problem(line, '', 'an action line must be a JSON object such as {"index":{"_index":"…","_id":"…"}}');
    const keys = Object.keys(value);
    const op = keys[0] as BulkOperation;
    if (keys.length !== 1 || !OPERATIONS.includes(op)) {
      return this.problem(line, keys[0] ?? '', `unknown action [${keys.join(',')}]; expected one of index, create, update, delete`);
    }
    const meta = value[op];
    if (!isObject(meta)) return this.problem(line, op, 'the action must be an object with _index and _id');
    if (op !== 'delete') {
      this.pending = { line, op, meta };
      return null;
    }
    const index = this.index(meta, line);
    const id = documentId(meta._id, undefined);
    if (id === null) this.problem(line, '_id', 'delete needs an _id');
    return index && id !== null ? { line, op, index, id, docLine: 0 } : null;
  }

  private documentLine(action: PendingAction, value: unknown, line: number): BulkItem | null {
    if (!isObject(value)) return this.problem(line, '', 'a document line must be a JSON object');
    const index = this.index(action.meta, action.line);
    let doc: JsonObject;
    if (action.op === 'update') {
      if (!isObject(value.doc)) return this.problem(line, 'doc', 'an update needs {"doc": {…the fields to change…}}');
      const unsupported = Object.keys(value).filter((key) => key !== 'doc');
      if (unsupported.length) return this.problem(line, unsupported[0], `update supports only a partial "doc" here, not [${unsupported.join(',')}]`);
      doc = value.doc;
    } else {
      doc = value;
    }
    const id = documentId(action.meta._id, action.op === 'update' ? undefined : doc);
    if (id === null) this.problem(action.line, '_id', action.op === 'update' ? 'update needs an _id' : 'no _id in the action and no id in the document');
    return index && id !== null ? { line: action.line, op: action.op, index, id, doc, docLine: line } : null;
  }

  private index(meta: JsonObject, line: number): CatalogueIndex | null {
    const name = meta._index ?? this.options.defaultIndex;
    if (typeof name !== 'string' || name === '') return this.problem(line, '_index', 'no _index in the action');
    const index = parseIndexName(this.options.prefix, name);
    if (!index) return this.problem(line, '_index', `unknown index [${name}]: expected ${this.options.prefix}_{product|category|attribute|cms_page|cms_block|taxrule}, with _de_ or _it_ before the entity for those store views`);
    return index;
  }
}

/** Reads a whole bulk text at once (the `_bulk` route, tests): items in order and every problem. */
export function readBulkText(text: string, options: BulkReaderOptions): { items: BulkItem[]; problems: ImportProblem[] } {
  const reader = new BulkReader(options);
  const items: BulkItem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const item = reader.push(line, i + 1);
    if (item) items.push(item);
  });
  reader.end(lines.length);
  return { items, problems: reader.problems };
}
