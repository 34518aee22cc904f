#!/usr/bin/env bash
# The whole test command (`npm test`): typecheck, unit + demo-backend tests (jsdom/node),
# browser tests against the built bundle (Debian's Chromium), and the WordPress end-to-end
# test. Every suite runs; none is skipped silently. Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json .tmp/results/*.log

failed_steps=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name ==="
  local started=$SECONDS
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s) ==="
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s) ==="
    failed_steps+=("$name")
  fi
}

step "typecheck" npx tsc --noEmit -p tsconfig.json
step "lint (eslint)" npm run --silent lint
step "unit and demo-backend tests (vitest, jsdom)" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json
# Timing-sensitive files (long tasks on 10,000 rows, the inactivity clock) run alone afterwards, on the
# same build: beside another browser on 2 cores, their wall-clock limits measure the neighbour.
alone=(tests/browser/statements.test.ts tests/browser/layout.test.ts)
step "browser tests (chromium, built bundle)" bash -c 'node scripts/ensure-chromium.mjs && npx vitest run --config tests/browser/vitest.config.ts $(printf -- "--exclude %s " "$@") --reporter=default --reporter=json --outputFile.json=.tmp/results/browser.json' _ "${alone[@]}"
step "browser tests, timing-sensitive, one at a time" bash -c 'BANK_BUILD=skip npx vitest run --config tests/browser/vitest.config.ts --no-file-parallelism "$@" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser-alone.json' _ "${alone[@]}"
step "wordpress end-to-end" bash -c 'bash tests/wordpress/run.sh 2>&1 | tee .tmp/results/wordpress.log; exit "${PIPESTATUS[0]}"' 

node scripts/summarise-results.mjs "${#failed_steps[@]}" .tmp/results/*.json .tmp/results/*.log
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
