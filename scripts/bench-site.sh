#!/usr/bin/env bash
# npm run bench:site: the widget through a small, heavy WordPress host, and the same load connected
# directly. A benchmark, not a test: it prints figures and fails only when it cannot run.
#
# The host is tests/wordpress/run-site.sh's (a private MariaDB, Debian's WordPress, the plugin
# installed from its zip, the demo backend), with PHP's built-in server at 2 workers as a small
# shared host has, and a mu-plugin that spends 60 ms loading and 120 ms on init on every request
# (scripts/bench-site-mu-plugin.php), as real sites' plugins do. scripts/bench-site.mjs then runs
# 6 headless Chromium pages loading the dashboard again and again for 30 s, through the site,
# then directly.
#
#   npm run bench:site                         builds the plugin (npm run build:plugin) into a temp folder
#   WP_BANK_ZIP=path npm run bench:site        benches that zip instead (another release's, to compare)
#   BENCH_LABEL="main 93e860b"                 the name its figures are kept under in .tmp/bench-site.json
#   BENCH_PAGES=6 BENCH_SECONDS=30             the load
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
zip="${WP_BANK_ZIP:-}"
if [ -z "$zip" ]; then
  dist="$(mktemp -d /tmp/obp-bench-dist.XXXXXX)"
  trap 'rm -rf "$dist"' EXIT
  BANK_DIST="$dist" npm run --silent build:plugin >/dev/null
  zip="$dist/online-banking-portal.zip"
fi
zip="$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")"

WP_SOURCE=/usr/share/wordpress WP_LABEL=bench WP_BLOCK_THEME=twentytwentythree WP_BANK_ZIP="$zip" WP_E2E_MULTISITE=0 \
  WP_SITE_WORKERS=2 WP_SITE_MU_PLUGIN="$repo/scripts/bench-site-mu-plugin.php" WP_SITE_RUN="$repo/scripts/bench-site.mjs" \
  bash tests/wordpress/run-site.sh
