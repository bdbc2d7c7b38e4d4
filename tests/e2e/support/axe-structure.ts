// Checks beyond the WCAG-tagged axe rules of support/axe.ts, for issue 6 §6: touch targets of at least 24 px
// (axe's target-size, WCAG 2.5.8) and the page structure a screen-reader user navigates by (headings in order, one
// h1, one main landmark, all content in landmarks, a working skip link). Every finding counts, whatever its impact.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeFinding } from './axe.js';

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const STRUCTURE_RULES = ['target-size', 'heading-order', 'page-has-heading-one', 'landmark-one-main', 'landmark-no-duplicate-main', 'landmark-unique', 'region', 'skip-link'];

interface AxeResultsLike {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Violations of the structure and target-size rules on the page as it is now. */
export async function structureViolations(page: Page, rules: string[] = STRUCTURE_RULES): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SOURCE_PATH });
  const results = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'rule', values } })) as AxeResultsLike;
  }, rules);
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? '', help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
