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

# Phase 1, two lanes side by side, a core each (measured on 2 cores: 15-20 s sooner than the
# bundles beside typecheck and lint, and only then WordPress beside the rest).
# Lane 1, in the background: the bundles the browser tests and the other engines use
# (dist/bank.js, bank.react.js, bank.no-funds.js), then the plugin zip they leave on two
# WordPress versions at once (tests/wordpress/run.sh), whose sites wait on PHP and MariaDB part of
# the time. The old bundles go first: a failed build must not leave the browser tests a previous
# run's files. The shipped build is the plugin's (build:plugin): the same bank.js byte for byte,
# plus its hidden source map and the plugin zip.
# Lane 2: typecheck and lint (single-threaded), the unit and demo-backend tests, then, once the
# bundles are there, the core flows in the other engines, Firefox and WebKit.
builds() { rm -f "${BANK_DIST:-dist}"/bank.js "${BANK_DIST:-dist}"/bank.react.js "${BANK_DIST:-dist}"/bank.no-funds.js "${BANK_DIST:-dist}"/online-banking-portal.zip; node scripts/ensure-chromium.mjs && npm run --silent build:plugin && npm run --silent build:react && npm run --silent build:no-funds; }
bundles_then_wordpress() {
  local started=$SECONDS
  if ! builds; then
    echo "=== bundles: FAILED ($((SECONDS - started)) s); WordPress not run ==="
    echo failed > .tmp/results/bundles.status
    return 1
  fi
  echo "=== bundles: ok ($((SECONDS - started)) s) ==="
  echo ok > .tmp/results/bundles.status
  started=$SECONDS
  local status=0
  WP_BANK_ZIP="${BANK_DIST:-dist}/online-banking-portal.zip" bash tests/wordpress/run.sh > .tmp/results/wordpress.log 2>&1 || status=$?
  echo "=== wordpress end-to-end: $([ $status = 0 ] && echo ok || echo FAILED) ($((SECONDS - started)) s) ==="
  return $status
}
# Waits for lane 1's bundles; fails when they failed or the lane is gone.
bundles_ready() {
  local lane=${pids[$lane1]%%:*}
  until [ -s .tmp/results/bundles.status ]; do
    kill -0 "$lane" 2>/dev/null || { echo "the bundles' lane ended without building them" >&2; return 1; }
    sleep 1
  done
  [ "$(cat .tmp/results/bundles.status)" = ok ] || { echo "the bundles failed to build (see that step)" >&2; return 1; }
}
lane1="bundles, then wordpress end-to-end (in the background)"
rm -f .tmp/results/bundles.status
step "$lane1" background bundles_then_wordpress
step "typecheck" npx tsc --noEmit -p tsconfig.json
step "lint (eslint, prettier)" npm run --silent lint
step "unit and demo-backend tests (vitest, jsdom)" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json
engines() { bundles_ready && BANK_BUILD=skip npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/results/engines.json; }
step "other engines (firefox-esr, WebKitGTK)" engines
finish "$lane1" .tmp/results/wordpress.log

# Phase 2: the browser tests on the bundles of phase 1, two files at a time: they keep both
# cores busy on their own (beside the WordPress step, the run measured slower in all).
step "browser tests (chromium, built bundle)" bash -c 'BANK_BUILD=skip npx vitest run --config tests/browser/vitest.config.ts --tags-filter="!wall-clock" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser.json'

# Phase 3: the browser tests tagged wall-clock (long tasks on 10,000 rows, a hand-off between
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
