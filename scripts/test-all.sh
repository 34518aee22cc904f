#!/usr/bin/env bash
# The whole test command (`npm test`): typecheck, unit + demo-backend tests (jsdom/node),
# browser tests against the built bundle (Debian's Chromium), and the WordPress end-to-end
# test. Every suite runs; none is skipped silently. Ends with one "N passed, N failed" line, and
# writes what it measured to .tmp/figures.md (ignored): a run leaves the checkout as it found it, and
# `npm run figures` writes docs/figures.md from the same results when someone means to.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json .tmp/results/*.jsonl .tmp/results/*.log .tmp/results/*.out

# Each step's seconds, one JSON line a step as it ends, and the whole run's last (its commit, cores
# and CPU time): scripts/figures.mjs writes the figures page from them.
steps_file=.tmp/results/steps.jsonl
run_started=$(date -u +%FT%TZ)
run_commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
run_changes=false
# Changes to tracked files, but for the figures page the last run rewrote.
[ -n "$(git status --porcelain --untracked-files=no -- . ':!docs/figures.md' 2>/dev/null)" ] && run_changes=true
# The machine's busy and idle CPU time in clock ticks (Linux), to tell CPU work from waiting.
cpu_ticks() { [ -r /proc/stat ] && awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6}' /proc/stat; }
read -r cpu_busy_started cpu_idle_started < <(cpu_ticks || echo)
lane=1

# Each failed step's name, one a line: steps run in two lanes (two shells), so a file, not a variable.
failed_list=.tmp/results/failed-steps
: > "$failed_list"
# An interrupted run stops its background lane too, with everything the lane started (it runs in
# a process group of its own, below).
lane2_pid=
trap '[ -n "$lane2_pid" ] && kill -- "-$lane2_pid" 2>/dev/null' EXIT
step() {
  local name=$1
  shift
  echo
  echo "=== $name ==="
  local started=$SECONDS ok=true
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s) ==="
  else
    ok=false
    echo "=== $name: FAILED ($((SECONDS - started)) s) ==="
    echo "$name" >> "$failed_list"
  fi
  printf '{"step":"%s","lane":"%s","ok":%s,"seconds":%d,"ended":"%s"}\n' "$name" "$lane" "$ok" "$((SECONDS - started))" "$(date -u +%FT%TZ)" >> "$steps_file"
}

# Two lanes side by side, a core each, then the tests measured by the clock alone. The machine
# is busy from start to end on 2 cores, so the time is the CPU the steps take, and what the order
# decides is only that no core waits: lane 2 ends while lane 1's browser tests run, and those keep
# both cores busy on their own (docs/testing.md).
#
# Lane 1, in the foreground: the bundles (dist/bank.js, bank.react.js, the
# plugin zip), then the WordPress end-to-end test on that zip (two versions at once; their sites
# wait on PHP and MariaDB part of the time, so they go beside lane 2's CPU-bound steps), then the
# browser tests (Chromium, two files at a time) on the bundles. The old bundles go first: a failed
# build must not leave the browser tests a previous run's files. The shipped build is the
# plugin's (build:plugin): the same bank.js byte for byte, plus its hidden source map and the zip.
# Lane 2, in the background (its output follows lane 1's): typecheck and lint (single-threaded),
# the check that no generated file is stale, the unit and demo-backend tests, then, once the bundles are there, the core flows in Firefox
# and WebKit, and the one browser file that mostly waits.
builds() { rm -f "${BANK_DIST:-dist}"/bank.js "${BANK_DIST:-dist}"/bank.react.js "${BANK_DIST:-dist}"/online-banking-portal.zip; node scripts/ensure-chromium.mjs && npm run --silent build:plugin && npm run --silent build:react; }
# Lane 2 waits for lane 1's bundles; it fails when they failed or lane 1 is gone.
bundles_status=.tmp/results/bundles.status
rm -f "$bundles_status"
bundles_ready() {
  until [ -s "$bundles_status" ]; do
    kill -0 "$$" 2>/dev/null || { echo "the run ended before the bundles were built" >&2; return 1; }
    sleep 1
  done
  [ "$(cat "$bundles_status")" = ok ] || { echo "the bundles failed to build (see that step)" >&2; return 1; }
}
engines() { bundles_ready && BANK_BUILD=skip npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/results/engines.json; }
# The browser file that mostly waits (a lost transfer's minute of checks, on the bank's clock)
# runs in lane 2 once its CPU-bound steps are done, while lane 1 is still in the WordPress step,
# which itself waits on PHP and MariaDB: the two waits overlap instead of adding up.
export WAITING_BROWSER_FILE=tests/browser/transfer-outcome.test.ts
waiting_browser() { bundles_ready && BANK_BUILD=skip BANK_BROWSER_JIT=baseline npx vitest run --config tests/browser/vitest.config.ts --tags-filter="!wall-clock" "$WAITING_BROWSER_FILE" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser-waiting.json; }
lane2() {
  lane=2
  # BANK_LANE2_DELAY=<seconds> holds lane 2 back, so lane 1's builds and WordPress run first: the
  # way to check that no step depends on which lane writes a shared cache first (docs/testing.md).
  sleep "${BANK_LANE2_DELAY:-0}"
  step "typecheck" npx tsc --noEmit -p tsconfig.json
  step "lint (eslint, prettier)" npm run --silent lint
  step "generated files up to date (npm run generate -- --check)" npm run --silent generate -- --check
  step "unit and demo-backend tests (vitest, jsdom)" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json
  step "other engines (firefox-esr, WebKitGTK)" engines
  step "browser tests that wait on the bank's clock (beside the WordPress step)" waiting_browser
}
lane2_out=.tmp/results/lane2.out
echo "=== typecheck, lint, unit tests, other engines: started in the background (their output follows the browser tests) ==="
lane2_started=$SECONDS
# Job control for this one job: lane 2 gets a process group the trap above can end whole.
set -m
lane2 > "$lane2_out" 2>&1 &
lane2_pid=$!
set +m

if step "bundles" builds; then echo ok > "$bundles_status"; else echo failed > "$bundles_status"; fi
if [ "$(cat "$bundles_status")" = ok ]; then
  step "wordpress end-to-end" bash -c 'WP_BANK_ZIP="${BANK_DIST:-dist}/online-banking-portal.zip" bash tests/wordpress/run.sh > .tmp/results/wordpress.log 2>&1; status=$?; cat .tmp/results/wordpress.log; exit $status'
  # No clock measures these: V8's optimising compilers cost more than they save on pages that
  # live seconds (tests/browser/support/browser.ts).
  step "browser tests (chromium, built bundle)" bash -c 'BANK_BUILD=skip BANK_BROWSER_JIT=baseline npx vitest run --config tests/browser/vitest.config.ts --tags-filter="!wall-clock" --exclude "$WAITING_BROWSER_FILE" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser.json'
else
  echo "wordpress end-to-end"$'\n'"browser tests (chromium, built bundle)" >> "$failed_list"
  echo "=== wordpress end-to-end, browser tests: not run, the bundles failed ==="
fi

# Each step records its own failure; a status here means the lane itself was killed.
lane2_status=0
wait "$lane2_pid" || lane2_status=$?
echo
echo "=== typecheck, lint, unit tests, other engines (beside the above, $((SECONDS - lane2_started)) s) ==="
cat "$lane2_out"
[ "$lane2_status" = 0 ] || echo "lane 2 ended with status $lane2_status" >> "$failed_list"

# The browser tests tagged wall-clock (long tasks on 10,000 rows, a hand-off between tabs within
# a second), alone and on V8's full JIT: beside anything else on 2 cores their limits would measure
# it, and a customer's browser optimises. Only the files that hold such a test are loaded.
lane=after
if [ "$(cat "$bundles_status")" = ok ]; then
  mapfile -t clocked < <(grep -l "tags: \['wall-clock'\]" tests/browser/*.test.ts)
  step "browser tests measured by the clock, alone" bash -c 'BANK_BUILD=skip npx vitest run --config tests/browser/vitest.config.ts --tags-filter=wall-clock --no-file-parallelism "$@" --reporter=default --reporter=json --outputFile.json=.tmp/results/browser-alone.json' _ "${clocked[@]}"
else
  echo "browser tests measured by the clock, alone" >> "$failed_list"
fi

echo
echo "=== npm test: $SECONDS s in all ==="
mapfile -t failed_steps < "$failed_list"
cpu_seconds=null idle_core_seconds=null
if read -r cpu_busy cpu_idle < <(cpu_ticks) && [ -n "$cpu_busy_started" ]; then
  hz=$(getconf CLK_TCK)
  cpu_seconds=$(((cpu_busy - cpu_busy_started) / hz)) idle_core_seconds=$(((cpu_idle - cpu_idle_started) / hz))
fi
printf '{"step":"npm test","lane":"run","ok":%s,"seconds":%d,"started":"%s","ended":"%s","commit":"%s","changes":%s,"cores":%d,"cpuSeconds":%s,"idleCoreSeconds":%s}\n' \
  "$([ ${#failed_steps[@]} = 0 ] && echo true || echo false)" "$SECONDS" "$run_started" "$(date -u +%FT%TZ)" "$run_commit" "$run_changes" "$(nproc)" "$cpu_seconds" "$idle_core_seconds" >> "$steps_file"
node scripts/summarise-results.mjs "${#failed_steps[@]}" .tmp/results/*.json .tmp/results/*.log
# The figures of this run, passed or failed (the page says which), beside the results, not in docs/.
node scripts/figures.mjs --out .tmp/figures.md && echo "Figures of this run: .tmp/figures.md (npm run figures writes docs/figures.md)"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: $(printf '%s; ' "${failed_steps[@]}")"
  exit 1
fi
