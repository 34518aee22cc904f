// Adds up the vitest JSON reports (and the WordPress e2e result file) into one closing line.
import { existsSync, readFileSync } from 'node:fs';

const [failedSteps, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const file of files) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
}
// A step that failed before reporting any test (typecheck, a crashed suite) still counts.
if (Number(failedSteps) > 0 && failed === 0) failed = Number(failedSteps);
console.log(`\n${passed} passed, ${failed} failed`);
