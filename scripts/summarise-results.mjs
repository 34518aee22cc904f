// Adds up the vitest JSON reports and the WordPress e2e log (node's test runner) into one closing line.
import { existsSync, readFileSync } from 'node:fs';

const [failedSteps, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const file of files) {
  if (!existsSync(file)) continue;
  if (file.endsWith('.log')) {
    // node's test runner (the WordPress e2e) closes with "ℹ pass N" / "ℹ fail N" (or "# pass N").
    const text = readFileSync(file, 'utf8');
    passed += Number(/^(?:ℹ|#) pass (\d+)$/m.exec(text)?.[1] ?? 0);
    failed += Number(/^(?:ℹ|#) fail (\d+)$/m.exec(text)?.[1] ?? 0);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
}
// A step that failed before reporting any test (typecheck, a crashed suite) still counts.
if (Number(failedSteps) > 0 && failed === 0) failed = Number(failedSteps);
console.log(`\n${passed} passed, ${failed} failed`);
