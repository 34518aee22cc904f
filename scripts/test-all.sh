#!/usr/bin/env bash
# The whole test command (`npm test`): typecheck, unit + demo-backend tests (jsdom/node),
# browser tests against the built bundle (Debian's Chromium), and the WordPress end-to-end
# test. Every suite runs; none is skipped silently. Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json .tmp/results/*.log .tmp/results/*.out

failed_steps=()
declare -A pids=() started_at=()
backgrounded=0
# An interrupted run stops its background steps too.
trap 'kill $(jobs -p) 2>/dev/null' EXIT
step() {
  local name=$1
  shift
  echo
  if [ "$1" = background ]; then
    shift
    echo "=== $name: started ==="
    started_at[$name]=$SECONDS
    backgrounded=$((backgrounded + 1))
    local out=".tmp/results/background-$backgrounded.out"
    "$@" > "$out" 2>&1 &
    pids[$name]="$!:$out"
    return
  fi
  echo "=== $name ==="
  local started=$SECONDS
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s) ==="
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s) ==="
    failed_steps+=("$name")
  fi
}
# Waits for a background step and prints its output (and the log it names) in one piece.
finish() {
  local name=$1 log=${2:-}
  local pid=${pids[$name]%%:*} out=${pids[$name]#*:}
  local status=0
  wait "$pid" || status=$?
  echo
  echo "=== $name ==="
  cat "$out"
  [ -n "$log" ] && [ -f "$log" ] && cat "$log"
  if [ $status -eq 0 ]; then
    echo "=== $name: ok ($((SECONDS - started_at[$name])) s, overlapped) ==="
  else
    echo "=== $name: FAILED ($((SECONDS - started_at[$name])) s, overlapped) ==="
    failed_steps+=("$name")
  fi
}

# Phase 1: typecheck and lint are single-threaded, so they run beside the bundle builds the browser
# tests use (dist/bank.js, bank.react.js, bank.no-funds.js), on the 2 cores.
# The old bundles go first: a failed build must not leave the browser tests a previous run's files.
# The shipped build is the plugin's (build:plugin): the same bank.js byte for byte, plus its hidden
# source map and the plugin zip the WordPress step installs.
builds() { rm -f "${BANK_DIST:-dist}"/bank.js "${BANK_DIST:-dist}"/bank.react.js "${BANK_DIST:-dist}"/bank.no-funds.js "${BANK_DIST:-dist}"/online-banking-portal.zip; node scripts/ensure-chromium.mjs && npm run --silent build:plugin && npm run --silent build:react && npm run --silent build:no-funds; }
step "bundles for the browser tests (in the background)" background builds
step "typecheck" npx tsc --noEmit -p tsconfig.json
step "lint (eslint)" npm run --silent lint
finish "bundles for the browser tests (in the background)"

# Phase 2: the plugin zip of phase 1 on two WordPress versions at once (tests/wordpress/run.sh), in
# the background: the sites wait on PHP and MariaDB part of the time, and beside them run the
# core flows in the other engines, Firefox and WebKit, then the unit and demo-backend tests.
step "wordpress end-to-end (in the background)" background bash -c 'WP_BANK_ZIP="${BANK_DIST:-dist}/online-banking-portal.zip" bash tests/wordpress/run.sh > .tmp/results/wordpress.log 2>&1'
step "other engines (firefox-esr, WebKitGTK)" bash -c 'BANK_BUILD=skip npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/results/engines.json'
step "unit and demo-backend tests (vitest, jsdom)" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json
finish "wordpress end-to-end (in the background)" .tmp/results/wordpress.log

# Phase 3: the browser tests on the bundles of phase 1, two files at a time: they keep both
# cores busy on their own (beside the WordPress step, the run measured slower in all).
step "browser tests (chromium, built bundle)" bash -c 'BANK_BUILD=skip npx vitest run --config tests/browser/vitest.config.ts --tags-filter="!wall-clock" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser.json'

# Phase 4: the browser tests tagged wall-clock (long tasks on 10,000 rows, a hand-off between
# tabs within a second), alone: beside anything else on 2 cores their limits would measure it.
# Only the files that hold such a test are loaded.
mapfile -t clocked < <(grep -l "tags: \['wall-clock'\]" tests/browser/*.test.ts)
step "browser tests measured by the clock, alone" bash -c 'BANK_BUILD=skip npx vitest run --config tests/browser/vitest.config.ts --tags-filter=wall-clock --no-file-parallelism "$@" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser-alone.json' _ "${clocked[@]}"

echo
echo "=== npm test: $SECONDS s in all ==="
node scripts/summarise-results.mjs "${#failed_steps[@]}" .tmp/results/*.json .tmp/results/*.log
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
