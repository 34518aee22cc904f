/** axe-core in a playwright page: inject once per document, run on a scope, report readably. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './paths';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let source: string | undefined;
const axeSource = () => (source ??= readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8'));

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

export interface AxeRule {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface AxeSummary {
  violations: AxeRule[];
  incomplete: AxeRule[];
  /** Nodes axe checked and passed that live inside a shadow root (their target is a path of selectors). */
  shadowNodesPassed: number;
  nodesPassed: number;
}

/**
 * Runs axe with the WCAG 2.0–2.2 A/AA tags on the element(s) matching `selector` (shadow roots
 * included), or on the whole page but what `{ exclude }` matches.
 */
export async function runAxe(page: Page, scope: string | { exclude: string }): Promise<AxeSummary> {
  const context = typeof scope === 'string' ? { include: [[scope]] } : { exclude: [[scope.exclude]] };
  // Evaluated, not added as a <script>: no 560 KB text node to build (0.33 CPU-s against 0.41).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  // Plain expressions only inside evaluate: a transpiler's helpers (e.g. __name) do not exist in the page.
  const raw = (await page.evaluate(
    ({ context, tags }) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeRule[]; incomplete: AxeRule[]; passes: AxeRule[] }> } }).axe
        .run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] })
        .then((r) => JSON.parse(JSON.stringify({ violations: r.violations, incomplete: r.incomplete, passed: r.passes.flatMap((p) => p.nodes.map((n) => n.target)) }))),
    { context, tags: WCAG_TAGS },
  )) as { violations: AxeRule[]; incomplete: AxeRule[]; passed: unknown[][] };
  const slim = (rules: AxeRule[]): AxeRule[] =>
    rules.map((r) => ({
      id: r.id,
      impact: r.impact,
      help: r.help,
      helpUrl: r.helpUrl,
      nodes: r.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  return {
    violations: slim(raw.violations),
    incomplete: slim(raw.incomplete),
    shadowNodesPassed: raw.passed.filter((target) => Array.isArray(target[0])).length,
    nodesPassed: raw.passed.length,
  };
}

const targetText = (target: unknown[]) => target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | ');

/** One line per violation and node: id, help, and where (shadow paths joined by >>>). */
export function describeViolations(rules: AxeRule[]): string[] {
  return rules.flatMap((r) =>
    r.nodes.map(
      (n) =>
        `${r.id} (${r.impact ?? 'n/a'}): ${r.help} — ${targetText(n.target)} — ${n.html.slice(0, 160)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  );
}
