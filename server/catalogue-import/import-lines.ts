// The import (issue #14 item 1): validate every line of a bulk file, then apply it as one change. Lines are read
// twice from their source (first to validate, then to apply), so a file is streamed and never held whole.
import type { Database } from '../db/schema.js';
import { applyBulkItems, RefusedItemError, type ApplyResult } from './apply.js';
import { BulkReader, type BulkItem } from './bulk-lines.js';
import { BulkValidator, problemLines } from './bulk-validator.js';
import type { StoredIds } from './catalogue-checks.js';
import { emptySummary } from './change-plan.js';
import { catalogueIndices } from './index-names.js';
import type { ImportProblem } from './problems.js';

export type LineSource = () => AsyncIterable<{ text: string; line: number; bytes?: number }>;

export interface ImportOptions {
  /** CATALOG_INDEX. */
  prefix: string;
  now?: Date;
  /** Apply the valid items and leave out those with a problem (the default applies nothing when one is wrong). */
  skipInvalid?: boolean;
  reason?: string;
  onProgress?: (phase: 'validate' | 'apply', progress: { line: number; bytes?: number; items?: number }) => void;
  /** apply.ts ApplyOptions.beforeWrite. */
  beforeWrite?: () => Promise<void>;
}

export interface ImportReport extends ApplyResult {
  problems: ImportProblem[];
  /** False when problems stopped the import (nothing was written). */
  applied: boolean;
  /** Items left out for their problems (--skip-invalid). */
  skipped: number;
}

/** The stored documents' ids (and skus) of every index of the catalogue, for the rules across documents. */
export async function loadStoredIds(db: Database, prefix: string): Promise<Map<string, Map<string, string | null>>> {
  const byIndex = new Map<string, Map<string, string | null>>();
  for (const { name } of catalogueIndices(prefix)) {
    const rows = await db.selectFrom('catalog_documents').select(['doc_id', 'sku']).where('index_name', '=', name).execute();
    byIndex.set(name, new Map(rows.map((row) => [row.doc_id, row.sku])));
  }
  return byIndex;
}

export async function importBulkLines(db: Database, source: LineSource, options: ImportOptions): Promise<ImportReport> {
  const stored = await loadStoredIds(db, options.prefix);
  const validator = new BulkValidator({ prefix: options.prefix }, (name) => stored.get(name) ?? (new Map() as StoredIds));
  let lastLine = 0;
  for await (const { text, line, bytes } of source()) {
    validator.push(text, line);
    lastLine = line;
    if (line % 5000 === 0) options.onProgress?.('validate', { line, bytes });
  }
  const problems = validator.finish(lastLine);
  stored.clear();
  const empty = { summary: emptySummary(), results: [], errors: 0, tags: [], changeId: null };
  if (problems.length && !options.skipInvalid) return { ...empty, problems, applied: false, skipped: 0 };
  const invalid = problemLines(problems);
  let skipped = 0;
  async function* validItems(): AsyncGenerator<BulkItem> {
    const reader = new BulkReader({ prefix: options.prefix });
    for await (const { text, line } of source()) {
      const item = reader.push(text, line);
      if (!item) continue;
      if (invalid.has(item.line) || invalid.has(item.docLine)) {
        skipped += 1;
        continue;
      }
      yield item;
    }
  }
  let result: ApplyResult;
  try {
    result = await applyBulkItems(db, validItems(), {
      now: options.now ?? new Date(),
      reason: options.reason ?? 'import',
      // An update that is valid on its own can still be refused against the stored document (a special price
      // without a window once merged): then the transaction is rolled back and nothing is applied.
      atomic: !options.skipInvalid,
      onProgress: (items) => options.onProgress?.('apply', { line: 0, items }),
      beforeWrite: options.beforeWrite,
    });
  } catch (error) {
    if (!(error instanceof RefusedItemError)) throw error;
    return { ...empty, problems: [...problems, error.problem], applied: false, skipped: 0 };
  }
  return { ...result, problems, applied: true, skipped };
}

/** Lines held in memory (the demo catalogue, tests) as a source. */
export function linesOf(lines: readonly string[]): LineSource {
  return async function* () {
    for (let i = 0; i < lines.length; i++) yield { text: lines[i], line: i + 1 };
  };
}
