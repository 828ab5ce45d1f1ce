import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const WCAG_22_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } };
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** axe's serious and critical findings on the screen in front, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run(options: RunOptions): Promise<AxeResults> } }).axe.run(options),
    WCAG_22_AA,
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
