// Validation of a whole bulk file, line by line: the bulk format (bulk-lines.ts), each document on its own
// (validate-document.ts) and the rules across documents (catalogue-checks.ts). Every problem is reported with its
// line and field; nothing is applied when there is one, unless the caller skips the invalid items.
import { BulkReader, type BulkItem, type BulkReaderOptions } from './bulk-lines.js';
import { CatalogueChecker, type StoredIds } from './catalogue-checks.js';
import type { ImportProblem } from './problems.js';
import { validateDocument } from './validate-document.js';

export class BulkValidator {
  private readonly reader: BulkReader;
  private readonly checker: CatalogueChecker;
  private readonly documentProblems: ImportProblem[] = [];
  items = 0;

  constructor(options: BulkReaderOptions, stored: (indexName: string) => StoredIds) {
    this.reader = new BulkReader(options);
    this.checker = new CatalogueChecker(stored);
  }

  /** Returns the item this line completed, valid on its own (null otherwise). */
  push(text: string, line: number): BulkItem | null {
    const item = this.reader.push(text, line);
    if (!item) return null;
    this.items += 1;
    // An invalid document still takes part in the rules across documents, so that one run reports everything.
    this.checker.add(item);
    const problems = item.doc ? validateDocument(item.index.entity, item.doc, item.op === 'update') : [];
    for (const p of problems) this.documentProblems.push({ line: item.docLine, field: item.op === 'update' ? `doc.${p.field}` : p.field, message: p.message });
    return problems.length ? null : item;
  }

  /** Every problem of the file, by line. */
  finish(lastLine: number): ImportProblem[] {
    this.reader.end(lastLine);
    return [...this.reader.problems, ...this.documentProblems, ...this.checker.finish()].sort((a, b) => a.line - b.line);
  }
}

/** The line numbers of the problems (action or document line), for skipping the items they belong to. */
export function problemLines(problems: readonly ImportProblem[]): Set<number> {
  return new Set(problems.map((p) => p.line));
}

/** Validates a bulk text held in memory; `items` are those valid on their own. */
export function validateBulkText(text: string, options: BulkReaderOptions, stored: (indexName: string) => StoredIds = () => new Map()): { items: BulkItem[]; problems: ImportProblem[] } {
  const validator = new BulkValidator(options, stored);
  const items: BulkItem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const item = validator.push(line, i + 1);
    if (item) items.push(item);
  });
  return { items, problems: validator.finish(lines.length) };
}
