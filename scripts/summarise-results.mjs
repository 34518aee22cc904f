// Adds up the vitest JSON reports and the WordPress e2e log (node's test runner) into one closing line,
// after the name and first error line of every failed test: a CI log is often read from its tail only.
import { existsSync, readFileSync } from 'node:fs';

// Declared before the loop below reads it (through firstLine): a failed suite's message is read there.
// eslint-disable-next-line no-control-regex -- the terminal's colour codes
const COLOURS = /\u001b\[[0-9;]*m/g;

const [failedSteps, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];
for (const file of files) {
  if (!existsSync(file)) continue;
  if (file.endsWith('.log')) {
    // node's test runner (the WordPress e2e) closes with "ℹ pass N" / "ℹ fail N" (or "# pass N").
    const text = readFileSync(file, 'utf8');
    passed += Number(/^(?:ℹ|#) pass (\d+)$/m.exec(text)?.[1] ?? 0);
    failed += Number(/^(?:ℹ|#) fail (\d+)$/m.exec(text)?.[1] ?? 0);
    failures.push(...tapFailures(text));
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const where = String(suite.name ?? '').replace(/^.*?(tests\/)/, '$1');
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${where}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
}
// A step that failed before reporting any test (typecheck, a crashed suite) still counts.
if (Number(failedSteps) > 0 && failed === 0) failed = Number(failedSteps);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);

/**
 * "not ok" lines of node's TAP output (each run.sh line may carry a "[version] " prefix), with
 * the first line of their error: which WordPress test failed, and why, at the log's tail.
 */
function tapFailures(text) {
  const lines = text.split('\n');
  const found = [];
  lines.forEach((line, i) => {
    const failure = /^(?:\[([^\]]+)\] )?not ok \d+ - (.*)$/.exec(line);
    if (!failure) return;
    const [, label, name] = failure;
    const prefix = label ? `[${label}] ` : '';
    let why = '';
    for (let j = i + 1; j < Math.min(lines.length, i + 40) && !why; j++) {
      const body = lines[j].slice(prefix.length);
      if (/^(?:not )?ok \d+ /.test(body)) break;
      const error = /^\s+error: (.*)$/.exec(body);
      if (!error) continue;
      why = /^[|>]-?$/.test(error[1].trim()) ? (lines[j + 1] ?? '').slice(prefix.length).trim() : error[1].replace(/^'|'$/g, '');
    }
    found.push(`${label ? `WordPress ${label}` : 'WordPress'} > ${name}: ${why}`);
  });
  return found;
}

function firstLine(message) {
  return (
    String(message ?? '')
      .replace(COLOURS, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}
