// The change a bulk item makes to the stored catalogue: created, updated, deleted or unchanged (the summary the
// import prints), and the body to store. Pure: the stored body (as text) goes in, so the apply step (apply.ts) and
// the dry checks share one rule. An export imported again is therefore "unchanged" throughout: the same JSON text.
import type { BulkItem, JsonObject } from './bulk-lines.js';
import { mergePartial, withDerivedPrices } from './merge.js';
import type { ImportProblem } from './problems.js';
import { specialWindowProblems } from './validate-document.js';

/** The fields of a special price offer; an update naming one gets its merged window checked. */
const SPECIAL_FIELDS = ['special_price', 'special_price_incl_tax', 'special_from_date', 'special_to_date'];

export type ChangeKind = 'created' | 'updated' | 'deleted' | 'unchanged';

export type ItemOutcome =
  | { kind: ChangeKind; body: string | null }
  /** What Elasticsearch answers as a per-item error: create of an existing id (409), update of a missing one (404). */
  | { kind: 'conflict' | 'missing'; body: null; message: string }
  /** An update whose merged document breaks a rule its partial alone could not show (a special price's window). */
  | { kind: 'invalid'; body: null; field: string; message: string };

/** Whether an outcome refuses its item. */
export function isRefused(outcome: ItemOutcome): outcome is Extract<ItemOutcome, { kind: 'conflict' | 'missing' | 'invalid' }> {
  return outcome.kind === 'conflict' || outcome.kind === 'missing' || outcome.kind === 'invalid';
}

export interface ChangeSummary {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

export function emptySummary(): ChangeSummary {
  return { created: 0, updated: 0, deleted: 0, unchanged: 0 };
}

/** `stored` is the current body (undefined when the document does not exist). */
export function planItem(item: BulkItem, stored: string | undefined, now: Date): ItemOutcome {
  switch (item.op) {
    case 'delete':
      return stored === undefined ? { kind: 'unchanged', body: null } : { kind: 'deleted', body: null };
    case 'create':
      if (stored !== undefined) return { kind: 'conflict', body: null, message: `[${item.id}]: version conflict, document already exists` };
      return { kind: 'created', body: JSON.stringify(item.doc) };
    case 'index': {
      const body = JSON.stringify(item.doc);
      if (stored === undefined) return { kind: 'created', body };
      return body === stored ? { kind: 'unchanged', body } : { kind: 'updated', body };
    }
    case 'update': {
      if (stored === undefined) return { kind: 'missing', body: null, message: `[${item.id}]: document missing` };
      const partial = item.doc!;
      const merged = withDerivedPrices(mergePartial(JSON.parse(stored) as JsonObject, partial), partial, now);
      // `{"special_price_incl_tax": 149}` is valid on its own; whether it has a window shows only once merged.
      const [problem] = item.index.entity === 'product' && SPECIAL_FIELDS.some((f) => f in partial) ? specialWindowProblems(merged, '', false) : [];
      if (problem) return { kind: 'invalid', body: null, field: `doc.${problem.field}`, message: problem.message };
      const body = JSON.stringify(merged);
      return body === stored ? { kind: 'unchanged', body } : { kind: 'updated', body };
    }
  }
}

/**
 * The whole plan of a list of items against a catalogue given as `index/id → body`; later items see earlier ones
 * (a file may create a document and update it further down). Returns the summary and the final bodies
 * (null = deleted) of the documents it touches.
 */
export function planChanges(items: readonly BulkItem[], current: ReadonlyMap<string, string>, now: Date): { summary: ChangeSummary; writes: Map<string, string | null>; errors: ImportProblem[] } {
  const summary = emptySummary();
  const writes = new Map<string, string | null>();
  const errors: ImportProblem[] = [];
  for (const item of items) {
    const key = documentKey(item.index.name, item.id);
    const stored = writes.has(key) ? (writes.get(key) ?? undefined) : current.get(key);
    const outcome = planItem(item, stored, now);
    if (isRefused(outcome)) {
      errors.push(refusal(item, outcome));
      continue;
    }
    summary[outcome.kind] += 1;
    if (outcome.kind !== 'unchanged') writes.set(key, outcome.body);
  }
  return { summary, writes, errors };
}

/** A refused item as the import reports it: its line and the field it is about. */
export function refusal(item: BulkItem, outcome: Extract<ItemOutcome, { kind: 'conflict' | 'missing' | 'invalid' }>): ImportProblem {
  return outcome.kind === 'invalid' ? { line: item.docLine, field: outcome.field, message: outcome.message } : { line: item.line, field: '_id', message: outcome.message };
}

export function documentKey(indexName: string, id: string): string {
  return `${indexName}/${id}`;
}
