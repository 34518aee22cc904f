#!/usr/bin/env bash
# npm run bench:site: the widget through a small, heavy WordPress host, and the same load connected
# directly, each without and with a page cache. A benchmark, not a test: it prints figures and
# fails only when it cannot run.
#
# The host is tests/wordpress/run-site.sh's (a private MariaDB, Debian's WordPress, the plugin
# installed from its zip, the demo backend), with PHP's built-in server at 2 workers as a small
# shared host has, a mu-plugin that spends 60 ms loading and 120 ms on init on every request
# (scripts/bench-site-mu-plugin.php), as real sites' plugins do, and a page cache that can be
# switched on (scripts/bench-site-page-cache.php), as most sites have. scripts/bench-site.mjs then
# runs 6 headless Chromium pages loading the dashboard again and again for 30 s, through the
# site, then directly, without the page cache, then with it.
#
#   npm run bench:site                         builds the plugin (npm run build:plugin) into a temp folder
#   BENCH_AGAINST=5eafe41 npm run bench:site   first benches that commit's plugin (built from a
#                                              temporary worktree), then this checkout's: one run
#   WP_BANK_ZIP=path npm run bench:site        benches that zip instead (another release's, to compare)
#   BENCH_LABEL="main 93e860b"                 the name its figures are kept under in .tmp/bench-site.json
#   BENCH_PAGES=6 BENCH_SECONDS=30             the load
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
dist="$(mktemp -d /tmp/obp-bench-dist.XXXXXX)"
worktree=""
cleanup() {
  rm -rf "$dist"
  if [ -n "$worktree" ]; then git worktree remove --force "$worktree" >/dev/null 2>&1 || { rm -rf "$worktree"; git worktree prune; }; fi
}
trap cleanup EXIT

# bench ZIP LABEL: one site, one plugin, the four loads.
bench() {
  WP_SOURCE=/usr/share/wordpress WP_LABEL=bench WP_BLOCK_THEME=twentytwentythree WP_BANK_ZIP="$1" WP_E2E_MULTISITE=0 \
    WP_SITE_WORKERS=2 WP_SITE_MU_PLUGIN="$repo/scripts/bench-site-mu-plugin.php" WP_SITE_PAGE_CACHE="$repo/scripts/bench-site-page-cache.php" \
    WP_SITE_RUN="$repo/scripts/bench-site.mjs" BENCH_LABEL="$2" bash tests/wordpress/run-site.sh
}

if [ -n "${BENCH_AGAINST:-}" ]; then
  # The other commit's plugin, built by its own build script with this checkout's packages.
  worktree="$(mktemp -d /tmp/obp-bench-against.XXXXXX)"
  git worktree add --detach --force "$worktree" "$BENCH_AGAINST" >/dev/null
  ln -s "$repo/node_modules" "$worktree/node_modules"
  mkdir -p "$dist/against"
  (cd "$worktree" && BANK_DIST="$dist/against" npm run --silent build:plugin >/dev/null)
  bench "$dist/against/online-banking-portal.zip" "${BENCH_AGAINST_LABEL:-before ($BENCH_AGAINST)}"
fi

zip="${WP_BANK_ZIP:-}"
if [ -z "$zip" ]; then
  BANK_DIST="$dist" npm run --silent build:plugin >/dev/null
  zip="$dist/online-banking-portal.zip"
fi
zip="$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")"
bench "$zip" "${BENCH_LABEL:-this checkout}"
