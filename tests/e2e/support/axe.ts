// Accessibility checks in the end-to-end tests (issue 6, WCAG 2.1 AA): runs axe-core in the page and returns the
// serious and critical violations, each with the selectors of the elements it found, so a failing test says where.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResultsLike {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Serious and critical axe-core violations of the page as it is now (WCAG 2.0/2.1 A and AA rules). */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Judge the settled page: a dialog fading in is measured at part opacity and fails colour contrast it does not have.
  // At most 3 s: a transition inside content the browser skips (content-visibility: auto, off screen) does not run
  // until it is shown, so its `finished` may never come; such content is not on screen to be misjudged anyway.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  await page.addScriptTag({ path: AXE_SOURCE_PATH });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })) as AxeResultsLike;
  });
  return results.violations
    .filter((violation) => violation.impact !== null && BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) => ({ id: violation.id, impact: violation.impact ?? '', help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
