#!/usr/bin/env bash
# End-to-end test of the WordPress plugin in real WordPress installs, the same suite (e2e.mjs,
# through run-site.sh) on each: Debian's WordPress (6.1) and the newest release held by the npm
# package @wp-playground/wordpress-builds (6.5.5), fetched into a cache outside node_modules
# by fetch-wordpress.mjs the first time. Before them: php -l, the plugin on PHP 7.4
# (scripts/php74-check.mjs), its PHPUnit tests (tests/php), and the multisite walk's test.
#
#   bash tests/wordpress/run.sh            builds the plugin (npm run build:plugin) first,
#                                          into $BANK_DIST (default dist/)
#   WP_BANK_ZIP=path bash ...              tests that zip instead, without building
#   WP_E2E_VERSIONS="debian newest"        which WordPress installs to test (default both)
#   WP_E2E_PARALLEL=0                      one after the other (default: both at once; each
#                                          waits on PHP's server and MariaDB a third of its
#                                          time, so together they took 176 s against 207 s
#                                          one after the other, 2026-11-26)
#   WP_E2E_MULTISITE=0                     leaves out the small real network (3 sites, walked 2 at
#                                          a time) that each version's suite sets up and tests
#   WP_E2E_NEWEST=all                      the whole suite on the newest release too (default: the
#                                          tests of what a release changes, $release_tests below)
#   WP_E2E_ONLY="French"                   only the e2e tests whose names match (node --test-name-pattern),
#                                          while working on them
#   WP_E2E_KEEP=1 bash ...                 keeps the temp folders (servers are still stopped)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
started=$(date +%s)
say() { printf '[wp-e2e %3ss] %s\n' "$(( $(date +%s) - started ))" "$*"; }
trap 'status=$?; kill "${php74_pid:-}" 2>/dev/null || true; say "$([ $status = 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - started )) s"' EXIT

# ---- packages -------------------------------------------------------------------------------
need=()
command -v php >/dev/null || need+=(php-cli)
{ command -v php >/dev/null && php -r 'exit(extension_loaded("mysqli") ? 0 : 1);'; } || need+=(php-mysql)
command -v mariadbd >/dev/null && command -v mariadb-install-db >/dev/null || need+=(mariadb-server)
[ -f /usr/share/wordpress/wp-settings.php ] || need+=(wordpress)
[ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || need+=(wordpress-theme-twentytwentythree)
[ -d /usr/share/wordpress/wp-content/themes/twentytwentyone ] || need+=(wordpress-theme-twentytwentyone)
{ [ -x /usr/bin/chromium-headless-shell ] || [ -x /usr/bin/chromium ]; } || need+=(chromium-headless-shell)
command -v unzip >/dev/null || need+=(unzip)
command -v phpunit >/dev/null || need+=(phpunit)
# Installing packages is the machine's set-up (.ci/run, the README's prerequisites), never a test's.
if [ ${#need[@]} -gt 0 ]; then
  echo "wp-e2e: missing Debian packages; install them with:" >&2
  echo "  sudo apt-get install --no-install-recommends ${need[*]}" >&2
  exit 1
fi

# ---- php -l on every PHP file of the plugin and of this test ------------------------------
for f in $(find wp-plugin tests/wordpress tests/php -name '*.php' | sort); do
  out=$(php -l "$f" 2>&1) || { echo "$out" >&2; exit 1; }
done
say "php -l: $(find wp-plugin tests/wordpress tests/php -name '*.php' | wc -l) files without syntax errors"

# ---- the plugin's PHP on PHP 7.4 (WebAssembly), and its PHPUnit tests -----------------------
# Beside the rest of this step (it is one core's work for about 25 s, mostly starting PHP as
# WebAssembly for each file); its result is read before the totals.
php74_log=$(mktemp /tmp/obp-php74.XXXXXX)
node scripts/php74-check.mjs >"$php74_log" 2>&1 &
php74_pid=$!
phpunit_status=0
phpunit_out=$(phpunit -c tests/php/phpunit.xml 2>&1) || phpunit_status=$?
phpunit_tests=$(sed -n -e 's/^OK (\([0-9]*\) tests\?,.*/\1/p' -e 's/^Tests: \([0-9]*\),.*/\1/p' <<<"$phpunit_out" | tail -n 1)
if [ "$phpunit_status" != 0 ] || [ -z "$phpunit_tests" ]; then
  echo "$phpunit_out" >&2
  echo "wp-e2e: PHPUnit (tests/php) failed" >&2
  exit 1
fi
say "PHPUnit: $(grep -E '^OK \(' <<<"$phpunit_out") in tests/php (Path_Clash, the options' sanitisers, the block's render output, the widget's language and a language pack's words)"

# ---- plugin zip -----------------------------------------------------------------------------
zip="${WP_BANK_ZIP:-}"
if [ -z "$zip" ]; then
  say "building the plugin"
  npm run --silent build:plugin
  zip="$(cd "$repo" && mkdir -p "${BANK_DIST:-dist}" && cd "${BANK_DIST:-dist}" && pwd)/online-banking-portal.zip"
fi
zip="$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")"
[ -f "$zip" ] || { echo "wp-e2e: no zip at $zip" >&2; exit 1; }
# (Read whole before grep: grep -q would stop early and, under pipefail, fail the pipe.)
listing=$(unzip -l "$zip")
grep -q ' online-banking-portal/assets/bank\.js\.map$' <<<"$listing" || { echo "wp-e2e: the zip holds no source map" >&2; exit 1; }
pot=$(unzip -p "$zip" online-banking-portal/languages/online-banking-portal.pot)
grep -q '^msgid "Brand colour"$' <<<"$pot" || { echo "wp-e2e: the zip's .pot lacks the settings' strings" >&2; exit 1; }

# ---- multisite: activation, deactivation and uninstall reach all of 250 sites ------------
php "$here/multisite-walk-test.php"

# ---- the WordPress installs ---------------------------------------------------------------
versions=${WP_E2E_VERSIONS:-debian newest}
# On the newest release, the tests of what a WordPress release changes: rewrite rules and
# templates, the block and its editor, the Settings API and the media library, translations
# (loaded just in time since 6.5), themes, activation and uninstall, multisite. The widget's
# own behaviour inside a page is the same on every release, and runs on Debian's. WP_E2E_ONLY
# narrows both; WP_E2E_NEWEST=all runs everything on the newest too.
release_tests='^(app URLs are served|a page holding only the block|block editor|settings page: rejects|logo: "Choose|site language French|classic theme|deactivation removes|multisite|[a-z]+: the base path, the shortcode page)'
labels=(); sources=(); themes=(); only=()
for v in $versions; do
  case "$v" in
    debian)
      labels+=("$(php -r 'include "/usr/share/wordpress/wp-includes/version.php"; echo $wp_version;')")
      only+=("${WP_E2E_ONLY:-}")
      sources+=(/usr/share/wordpress); themes+=(twentytwentythree) ;;
    newest)
      dir=$(node "$here/fetch-wordpress.mjs")
      labels+=("$(php -r 'include $argv[1]; echo $wp_version;' "$dir/wp-includes/version.php")")
      if [ "${WP_E2E_NEWEST:-release}" = all ]; then only+=("${WP_E2E_ONLY:-}"); else only+=("${WP_E2E_ONLY:-$release_tests}"); fi
      # fetch-wordpress.mjs keeps only the build's default theme, the one complete theme it holds.
      sources+=("$dir"); themes+=("$(find "$dir/wp-content/themes" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | head -n 1)") ;;
    *) echo "wp-e2e: unknown WordPress \"$v\" (debian, newest)" >&2; exit 1 ;;
  esac
done

run_site() { # run_site INDEX
  local from=$SECONDS status
  WP_SOURCE="${sources[$1]}" WP_LABEL="${labels[$1]}" WP_BLOCK_THEME="${themes[$1]}" WP_BANK_ZIP="$zip" WP_E2E_ONLY="${only[$1]}" \
    bash "$here/run-site.sh" 2>&1 | tee "$results/$1.log" | sed -u "s/^/[${labels[$1]}] /"
  status=${PIPESTATUS[0]}
  echo "WordPress ${labels[$1]}: $([ "$status" = 0 ] && echo passed || echo FAILED) in $((SECONDS - from)) s" >>"$timings"
  return "$status"
}
results=$(mktemp -d /tmp/obp-e2e-results.XXXXXX)
# What the guess tests measure (e2e/measured.mjs) is this run's alone.
rm -f "$repo/.tmp/results/wordpress-measured.jsonl"
export WP_E2E_LOCK_DIR="$results"
timings="$results/timings"
failed=()
if [ "${WP_E2E_PARALLEL:-1}" = 1 ] && [ ${#labels[@]} -gt 1 ]; then
  say "testing WordPress ${labels[*]} at the same time"
  site_pids=()
  for i in "${!labels[@]}"; do run_site "$i" & site_pids+=($!); done
  for i in "${!labels[@]}"; do wait "${site_pids[$i]}" || failed+=("${labels[$i]}"); done
else
  for i in "${!labels[@]}"; do run_site "$i" || failed+=("${labels[$i]}"); done
fi
while read -r line; do say "$line"; done <"$timings"
php74_status=0
wait "$php74_pid" || php74_status=$?
cat "$php74_log"
rm -f "$php74_log"
[ "$php74_status" = 0 ] || failed+=("PHP 7.4 (scripts/php74-check.mjs)")
# One total for scripts/summarise-results.mjs, which reads node's "# pass N" / "# fail N": the
# e2e tests of every version (a version that stopped before its tests counts as one failure),
# the multisite walk test and the PHP 7.4 check as one each, and the PHPUnit tests.
pass=$((1 + phpunit_tests)) fail=0
if [ "$php74_status" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
for i in "${!labels[@]}"; do
  p=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$results/$i.log" | tail -n 1)
  f=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$results/$i.log" | tail -n 1)
  if [ -z "$p" ]; then fail=$((fail + 1)); else pass=$((pass + p)); fail=$((fail + ${f:-0})); fi
done
# A version whose tests passed but whose later checks (debug.log) failed still counts.
[ ${#failed[@]} -gt 0 ] && [ "$fail" = 0 ] && fail=${#failed[@]}
rm -rf "$results"
echo "# WordPress ${labels[*]}, the multisite walk, PHP 7.4 and PHPUnit, all together:"
echo "# pass $pass"
echo "# fail $fail"
if [ ${#failed[@]} -gt 0 ]; then
  echo "wp-e2e: failed: ${failed[*]}" >&2
  exit 1
fi
say "passed on WordPress ${labels[*]}"

