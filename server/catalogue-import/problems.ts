// What the import reports about a bulk file: every problem, each with the line it is on and the field it names.

export interface ImportProblem {
  /** 1-based line number in the bulk file (the action line for action problems, the document line otherwise). */
  line: number;
  /** The field the problem is about ('_index', 'price_incl_tax', 'configurable_children[2].sku'); '' for the line. */
  field: string;
  message: string;
}

export function formatProblem(problem: ImportProblem): string {
  return `line ${problem.line}${problem.field ? ` (${problem.field})` : ''}: ${problem.message}`;
}
