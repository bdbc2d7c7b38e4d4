// The change a bulk item makes to the stored catalogue: created, updated, deleted or unchanged (the summary the
// import prints), and the body to store. Pure: the stored body (as text) goes in, so the apply step (apply.ts) and
// the dry checks share one rule. An export imported again is therefore "unchanged" throughout: the same JSON text.
import type { BulkItem, JsonObject } from './bulk-lines.js';
import { mergePartial, withDerivedPrices } from './merge.js';

export type ChangeKind = 'created' | 'updated' | 'deleted' | 'unchanged';

export type ItemOutcome =
  | { kind: ChangeKind; body: string | null }
  /** What Elasticsearch answers as a per-item error: create of an existing id (409), update of a missing one (404). */
  | { kind: 'conflict' | 'missing'; body: null; message: string };

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
      const body = JSON.stringify(withDerivedPrices(mergePartial(JSON.parse(stored) as JsonObject, partial), partial, now));
      return body === stored ? { kind: 'unchanged', body } : { kind: 'updated', body };
    }
  }
}

/**
 * The whole plan of a list of items against a catalogue given as `index/id → body`; later items see earlier ones
 * (a file may create a document and update it further down). Returns the summary and the final bodies
 * (null = deleted) of the documents it touches.
 */
export function planChanges(items: readonly BulkItem[], current: ReadonlyMap<string, string>, now: Date): { summary: ChangeSummary; writes: Map<string, string | null>; errors: { line: number; message: string }[] } {
  const summary = emptySummary();
  const writes = new Map<string, string | null>();
  const errors: { line: number; message: string }[] = [];
  for (const item of items) {
    const key = documentKey(item.index.name, item.id);
    const stored = writes.has(key) ? (writes.get(key) ?? undefined) : current.get(key);
    const outcome = planItem(item, stored, now);
    if (outcome.kind === 'conflict' || outcome.kind === 'missing') {
      errors.push({ line: item.line, message: outcome.message });
      continue;
    }
    summary[outcome.kind] += 1;
    if (outcome.kind !== 'unchanged') writes.set(key, outcome.body);
  }
  return { summary, writes, errors };
}

export function documentKey(indexName: string, id: string): string {
  return `${indexName}/${id}`;
}
