#!/usr/bin/env bash
# One WordPress, end to end (started by run.sh, once per WordPress version): a private MariaDB,
# a fresh site in a temp folder copied from WP_SOURCE, the plugin installed from WP_BANK_ZIP by
# WordPress's own upgrader, the demo backend, and Chromium driving it (e2e.mjs). Everything it
# starts or writes is removed when it ends, whether it passes or fails.
#
#   WP_SOURCE=/usr/share/wordpress WP_LABEL=6.1 WP_BLOCK_THEME=twentytwentythree \
#   WP_BANK_ZIP=dist/online-banking-portal.zip bash tests/wordpress/run-site.sh
#   WP_E2E_KEEP=1 ...                      keeps the temp folder (servers are still stopped)
#   WP_SITE_RUN=script.mjs WP_SITE_WORKERS=2 WP_SITE_MU_PLUGIN=file.php ...
#                                          runs that script instead of e2e.mjs, the site's server
#                                          with that many workers (default 4) and that mu-plugin
#                                          added once the plugin is active (npm run bench:site)
#   WP_SITE_PAGE_CACHE=file.php ...        that page cache as the advanced-cache.php drop-in,
#                                          WP_CACHE on (npm run bench:site)
# It runs php -l only on the zip's PHP files that differ from wp-plugin/: run.sh lints wp-plugin/'s own.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
: "${WP_SOURCE:?}" "${WP_LABEL:?}" "${WP_BLOCK_THEME:?}" "${WP_BANK_ZIP:?}"
started=$(date +%s)
say() { printf '[wp %s %3ss] %s\n' "$WP_LABEL" "$(( $(date +%s) - started ))" "$*"; }
zip="$WP_BANK_ZIP"
slug=online-banking-portal

# ---- temp folder, cleanup -------------------------------------------------------------------
tmp="$(mktemp -d /tmp/obp-e2e.XXXXXX)"
pids=()
cleanup() {
  local status=$?
  # Each service runs in its own process group (setsid): PHP's server workers, npx's children.
  # Killed outright: everything they wrote (the database too) is thrown away below, and
  # MariaDB's orderly shutdown alone took seconds.
  for pid in "${pids[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ "$status" != 0 ]; then
    for log in debug.log debug-ms.log php-server.log php-subdir.log php-ms.log demo.log mariadb-install.log mariadb.err; do
      [ -s "$tmp/$log" ] || continue
      echo "---- $log (last 15 lines; PHP problems of WordPress itself left out)"
      grep -vE 'PHP (Deprecated|Warning).* in [^ ]*/www/wp-(includes|admin)/|Accepted$|Closing$' "$tmp/$log" | tail -n 15 || true
    done
  fi
  if [ -n "${WP_E2E_KEEP:-}" ]; then echo "wp-e2e: kept $tmp"; else rm -rf "$tmp"; fi
  say "WordPress $WP_LABEL: $([ "$status" = 0 ] && echo passed || echo "FAILED ($status)") in $(( $(date +%s) - started )) s"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- PHP: OPcache for every PHP started from here -------------------------------------------
# Off by default in the CLI SAPI, which php -S and wp-tool.php are: without it each request and
# each wp-tool.php call compiles WordPress's few hundred files again. The file cache carries the
# compiled files from one wp-tool.php call to the next. Timestamps are checked on every use,
# because the tests install, upgrade and remove plugin files while the servers run.
mkdir -p "$tmp/php-ini" "$tmp/opcache"
printf '%s\n' opcache.enable_cli=1 opcache.validate_timestamps=1 opcache.revalidate_freq=0 "opcache.file_cache=$tmp/opcache" >"$tmp/php-ini/opcache.ini"
# (A leading ':' keeps the system's own ini folder and adds this one.)
export PHP_INI_SCAN_DIR=":$tmp/php-ini"

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
wait_for() { # wait_for SECONDS DESCRIPTION COMMAND...
  local limit=$1 what=$2; shift 2
  for _ in $(seq $((limit * 10))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
  echo "wp-e2e: $what did not come up in ${limit}s" >&2; return 1
}

# ---- MariaDB: a private instance, socket only ----------------------------------------------
# Thrown away at the end, so nothing is flushed to disk at each commit (every saved option is one).
say "starting MariaDB"
sock="$tmp/mysql.sock"
# One mariadb-install-db at a time when run.sh runs versions at once (it names a shared folder
# for the lock): two at the same moment have failed to bootstrap.
flock "${WP_E2E_LOCK_DIR:-$tmp}/mariadb-install.lock" mariadb-install-db --no-defaults --user=root --datadir="$tmp/db" --auth-root-authentication-method=normal \
  --skip-test-db --skip-name-resolve >"$tmp/mariadb-install.log" 2>&1
setsid mariadbd --no-defaults --user=root --datadir="$tmp/db" --socket="$sock" --skip-networking \
  --pid-file="$tmp/mariadb.pid" --log-error="$tmp/mariadb.err" --skip-log-bin \
  --innodb-buffer-pool-size=64M --innodb-log-file-size=16M --skip-name-resolve \
  --innodb-flush-log-at-trx-commit=0 --innodb-flush-method=nosync --innodb-doublewrite=0 &
pids+=($!)
wait_for 30 MariaDB mariadb-admin --no-defaults --socket="$sock" -uroot ping
mariadb --no-defaults --socket="$sock" -uroot -e "
  CREATE DATABASE wordpress DEFAULT CHARACTER SET utf8mb4;
  CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp-e2e';
  GRANT ALL ON wordpress.* TO 'wp'@'localhost';"

# ---- WordPress: Debian's copy, our wp-config.php --------------------------------------------
say "installing WordPress $WP_LABEL from $WP_SOURCE"
wp_port=$(free_port); sub_port=$(free_port); demo_port=$(free_port)
site="http://127.0.0.1:$wp_port"
subsite="http://127.0.0.1:$sub_port/blog"
# The demo backend needs nothing of WordPress: it starts while WordPress installs.
setsid npx --no-install tsx demo/server/cli.ts --port "$demo_port" --host 127.0.0.1 >"$tmp/demo.log" 2>&1 &
pids+=($!)
# copy_wordpress DIR: WP_SOURCE copied to DIR. Debian's WordPress links a few files to other
# packages' by relative paths (wp-includes/js/underscore.js to libjs-underscore's), which point
# nowhere in a copy: those are copied as the files they point to (the media library needs them).
copy_wordpress() {
  local link target
  cp -a "$WP_SOURCE/." "$1"
  while IFS= read -r -d '' link; do
    target=$(readlink -f "$WP_SOURCE/${link#"$1"/}") || continue
    if [ -f "$target" ]; then cp --remove-destination "$target" "$link"; fi
  done < <(find "$1" -xtype l -print0)
}
www="$tmp/www"
copy_wordpress "$www"
rm -f "$www/wp-config.php"
[ -d "$www/wp-content/themes/$WP_BLOCK_THEME" ] || { echo "wp-e2e: WordPress $WP_LABEL has no theme $WP_BLOCK_THEME" >&2; exit 1; }
cp -a "$here/classic-theme" "$www/wp-content/themes/obp-classic-test"
# Twenty Twenty-One, the classic theme e2e.mjs lays the shortcode and block pages out in: Debian's
# package (wordpress-theme-twentytwentyone), copied into a WordPress that does not hold it.
# Twenty Twenty-Three, the block theme every version is also tested in (Debian's
# wordpress-theme-twentytwentythree; the newest WordPress's build holds only its own default theme).
for theme in twentytwentyone twentytwentythree; do
  [ -d "$www/wp-content/themes/$theme" ] || cp -a "/usr/share/wordpress/wp-content/themes/$theme" "$www/wp-content/themes/$theme" \
    || { echo "wp-e2e: no theme $theme at /usr/share/wordpress/wp-content/themes (apt-get install wordpress-theme-$theme)" >&2; exit 1; }
done
mkdir -p "$www/wp-content/uploads" "$www/wp-content/mu-plugins" "$tmp/subroot"
cp "$here/mu-plugin.php" "$www/wp-content/mu-plugins/obp-e2e-fixtures.php"
cp "$here/optimizers-mu-plugin.php" "$www/wp-content/mu-plugins/obp-e2e-optimizers.php"
ln -s "$www" "$tmp/subroot/blog"
salts=$(php -r 'foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) printf("define(%s, %s);\n", var_export($k, true), var_export(bin2hex(random_bytes(24)), true));')
# write_wp_config DIR DATABASE DEBUG_LOG SITE_DEFINES: the wp-config.php of both installs (this
# site and the network), around what is the install's own.
write_wp_config() {
  cat >"$1/wp-config.php" <<PHP
<?php
define( 'DB_NAME', '$2' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp-e2e' );
define( 'DB_HOST', 'localhost:$sock' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
$salts
$4
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$3' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
}
write_wp_config "$www" wordpress "$tmp/debug.log" "${WP_SITE_PAGE_CACHE:+define( 'WP_CACHE', true );}
// The same site seen from a second server, under /blog: WordPress in a subdirectory.
if ( isset( \$_SERVER['HTTP_HOST'] ) && '127.0.0.1:$sub_port' === \$_SERVER['HTTP_HOST'] ) {
	define( 'WP_HOME', '$subsite' );
	define( 'WP_SITEURL', '$subsite' );
} else {
	define( 'WP_HOME', '$site' );
	define( 'WP_SITEURL', '$site' );
}"

wp() { php "$here/wp-tool.php" "$www" "$site" "$@"; }
export WP_ADMIN_USER=admin WP_ADMIN_PASSWORD="e2e-$(date +%s)-pass"
# An ampersand: WordPress stores the title HTML-escaped, the client must get it as text.
export WP_SITE_TITLE="Bank & Co E2E"
wp install "$WP_SITE_TITLE" "$WP_ADMIN_USER" "$WP_ADMIN_PASSWORD" admin@example.test
wp switch-theme "$WP_BLOCK_THEME"
found_version=$(php -r 'include $argv[1]; echo $wp_version;' "$www/wp-includes/version.php")
say "WordPress $found_version, PHP $(php -r 'echo PHP_VERSION;'), theme $WP_BLOCK_THEME"
export WP_SITE_ICON_URL
WP_SITE_ICON_URL=$(wp site-icon site-icon "Site icon")

# ---- servers --------------------------------------------------------------------------------
say "starting PHP's server"
PHP_CLI_SERVER_WORKERS=${WP_SITE_WORKERS:-4} setsid php -S "127.0.0.1:$wp_port" -t "$www" "$here/router.php" >"$tmp/php-server.log" 2>&1 &
pids+=($!)
WP_SITE_PATH=/blog PHP_CLI_SERVER_WORKERS=2 setsid php -S "127.0.0.1:$sub_port" -t "$tmp/subroot" "$here/router.php" >"$tmp/php-subdir.log" 2>&1 &
pids+=($!)
http_ok() { node -e 'fetch(process.argv[1]).then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))' "$1"; }
wait_for 30 "PHP's server" http_ok "$site/wp-login.php"
wait_for 30 "PHP's server (subdirectory)" http_ok "$subsite/wp-login.php"

# ---- debug.log baseline: what WordPress itself logs, before the plugin is active -----------
# The kinds of pages the suite visits, as a visitor and as the administrator. On PHP 8.2,
# WordPress 6.1 logs deprecations of its own here (wp-login.php passes null to trim());
# the check at the end lets those through again, and nothing else.
say "debug.log baseline: visiting the site without the plugin"
jar="$tmp/baseline-cookies.txt"
for p in / /hello-world/ /sample-page/ /no-such-page/ '/?s=hello' /feed/ /category/uncategorized/ /author/admin/ /wp-login.php; do
  curl -s -o /dev/null "$site$p"
done
curl -s -o /dev/null -c "$jar" -b 'wordpress_test_cookie=WP%20Cookie%20check' --data-urlencode "log=$WP_ADMIN_USER" \
  --data-urlencode "pwd=$WP_ADMIN_PASSWORD" -d testcookie=1 "$site/wp-login.php"
for p in /wp-admin/ /wp-admin/edit.php /wp-admin/edit.php?post_type=page /wp-admin/options-general.php /wp-admin/plugins.php; do
  code=$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" "$site$p")
  [ "$code" = 200 ] || { echo "wp-e2e: baseline visit of $p as the administrator answered $code" >&2; exit 1; }
done

# ---- the plugin, from the zip ---------------------------------------------------------------
say "installing the plugin from $(basename "$zip")"
wp install-plugin "$zip"
for f in "$slug.php" assets/bank.js assets/bank.js.map assets/bank.qr.js assets/bank.fr.json assets/bank.ids.json "languages/$slug.pot" "languages/$slug-fr_FR.mo" readme.txt; do
  [ -f "$www/wp-content/plugins/$slug/$f" ] \
    || { echo "wp-e2e: the zip did not install as wp-content/plugins/$slug/ with $f" >&2; exit 1; }
done
# run.sh linted wp-plugin/ already: here only what the zip holds that differs from it (the
# generated assets/bank.asset.php, or a file the build changed).
plugin_src="$repo/wp-plugin"
for f in $(find "$www/wp-content/plugins/$slug" -name '*.php'); do
  cmp -s "$f" "$plugin_src/${f#"$www/wp-content/plugins/$slug/"}" && continue
  out=$(php -l "$f" 2>&1) || { echo "$out" >&2; exit 1; }
done
# Saved by the first release (slug wp-bank): activation carries it over.
wp option-set wp_bank_api_base "http://127.0.0.1:$demo_port"
# Everything logged so far is WordPress's own: the baseline.
log_mark=$(stat -c %s "$tmp/debug.log" 2>/dev/null || echo 0)
wp activate "$slug/$slug.php"
export WP_SHORTCODE_URL WP_LEGACY_SHORTCODE_URL
WP_SHORTCODE_URL=$(wp create-page banking "Banking" '<!-- wp:shortcode -->[online_banking_portal]<!-- /wp:shortcode -->')
WP_LEGACY_SHORTCODE_URL=$(wp create-page legacy-banking "Legacy banking" '<!-- wp:shortcode -->[wp_bank]<!-- /wp:shortcode -->')
# The block as the block editor saves it (a dynamic block: its comment and attributes only):
# alone on a page, and twice beside the shortcode on another.
export WP_BLOCK_URL WP_TWO_BANKS_URL
WP_BLOCK_URL=$(wp create-page block-banking "Block banking" '<!-- wp:online-banking-portal/bank {"colorScheme":"dark","maxWidth":720} /-->')
WP_TWO_BANKS_URL=$(wp create-page two-banks "Two banks" '<!-- wp:paragraph -->
<p>Online banking, twice.</p>
<!-- /wp:paragraph -->

<!-- wp:online-banking-portal/bank {"colorScheme":"light"} /-->

<!-- wp:online-banking-portal/bank {"colorScheme":"dark","maxWidth":480} /-->

<!-- wp:shortcode -->
[online_banking_portal]
<!-- /wp:shortcode -->')

# ---- a multisite network of 3 sites, walked 2 at a time -----------------------------------
# A second WordPress (same MariaDB, its own database) turned into a subdirectory network:
# the main site, /second/ and /third/. Its wp-config.php sets the plugin's batch size to 2
# (OBP_E2E_SITES_BATCH, through mu-plugin.php), so 3 sites take 2 batches. e2e.mjs activates
# the plugin network-wide, checks every site, deactivates and uninstalls it.
# WP_E2E_MULTISITE=0 leaves it out.
ms_site='' ms='' ms_log_mark=0
if [ "${WP_E2E_MULTISITE:-1}" = 1 ]; then
  say "setting up a network of 3 sites"
  ms_port=$(free_port)
  ms_site="http://127.0.0.1:$ms_port"
  ms="$tmp/ms"
  mariadb --no-defaults --socket="$sock" -uroot -e "
    CREATE DATABASE multisite DEFAULT CHARACTER SET utf8mb4;
    GRANT ALL ON multisite.* TO 'wp'@'localhost';"
  copy_wordpress "$ms"
  rm -f "$ms/wp-config.php"
  mkdir -p "$ms/wp-content/uploads" "$ms/wp-content/mu-plugins"
  cp "$here/mu-plugin.php" "$ms/wp-content/mu-plugins/obp-e2e-fixtures.php"
  write_wp_config "$ms" multisite "$tmp/debug-ms.log" "// A single site until wp-tool.php make-network has made the network's tables.
if ( file_exists( __DIR__ . '/obp-multisite.flag' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', '127.0.0.1:$ms_port' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}
define( 'OBP_E2E_SITES_BATCH', 2 );"
  wpms() { php "$here/wp-tool.php" "$ms" "$ms_site" "$@"; }
  wpms install "Network E2E" "$WP_ADMIN_USER" "$WP_ADMIN_PASSWORD" admin@example.test >/dev/null
  wpms make-network "Network E2E" >/dev/null
  touch "$ms/obp-multisite.flag"
  wpms create-site second "Second site" >/dev/null
  wpms create-site third "Third site" >/dev/null
  wpms install-plugin "$zip" >/dev/null
  PHP_CLI_SERVER_WORKERS=2 setsid php -S "127.0.0.1:$ms_port" -t "$ms" "$here/router.php" >"$tmp/php-ms.log" 2>&1 &
  pids+=($!)
  wait_for 30 "PHP's server (network)" http_ok "$ms_site/wp-login.php"
  # Its baseline: each site's home page and the app's address (a 404 without the plugin).
  for p in / /wp-user/ /second/ /second/wp-user/ /third/ /third/wp-user/auth/signin; do curl -s -o /dev/null "$ms_site$p"; done
  ms_log_mark=$(stat -c %s "$tmp/debug-ms.log" 2>/dev/null || echo 0)
fi

wait_for 60 "the demo backend" http_ok "http://127.0.0.1:$demo_port/api/users.php"

# ---- the test -------------------------------------------------------------------------------
if [ -n "${WP_SITE_MU_PLUGIN:-}" ]; then cp "$WP_SITE_MU_PLUGIN" "$www/wp-content/mu-plugins/"; fi
if [ -n "${WP_SITE_PAGE_CACHE:-}" ]; then cp "$WP_SITE_PAGE_CACHE" "$www/wp-content/advanced-cache.php"; fi
say "running $(basename "${WP_SITE_RUN:-e2e.mjs}")"
WP_SITE="$site" WP_SUBSITE="$subsite" WP_ROOT="$www" WP_TOOL="$here/wp-tool.php" WP_DEMO_API="http://127.0.0.1:$demo_port" \
  WP_MS_SITE="$ms_site" WP_MS_ROOT="$ms" \
  WP_DEBUG_LOG_FILE="$tmp/debug.log" WP_SCREENSHOTS="${WP_E2E_SCREENSHOTS:+$WP_E2E_SCREENSHOTS/$WP_LABEL}" node ${WP_E2E_ONLY:+"--test-name-pattern=$WP_E2E_ONLY"} "${WP_SITE_RUN:-$here/e2e.mjs}"

# ---- debug.log: nothing new once the plugin is active -------------------------------------
# The first release's bug was a notice raised inside wp-includes because of the plugin
# ("Attempt to read property "comment_count" on null"), so a line is not excused for naming
# WordPress's files. Every line logged after activation fails the run, except a deprecation
# already logged, word for word, before the plugin was active (WordPress's own on this PHP).
# A warning, notice or error fails even then. PHP's servers log nothing but requests.
norm() { sed -E -e 's/^\[[^]]*\] //' -e "s#$tmp#<tmp>#g"; }
check_log() { # check_log LOG MARK SERVER_LOG...: prints what fails, and a summary on stdout's last line
  local log=$1 mark=$2 baseline new_lines unexpected servers
  shift 2
  touch "$log"
  baseline="$log.baseline"
  head -c "$mark" "$log" | norm | grep '^PHP Deprecated: ' | sort -u >"$baseline" || true
  new_lines=$(tail -c +"$((mark + 1))" "$log" | norm | grep -v '^$' || true)
  unexpected=$new_lines
  if [ -n "$new_lines" ] && [ -s "$baseline" ]; then
    unexpected=$(grep -vxF -f "$baseline" <<<"$new_lines" || true)
  fi
  servers=$(cat "$@" 2>/dev/null | norm | grep -E 'PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Recoverable fatal error)|^#[0-9]+ ' || true)
  if [ -n "$unexpected$servers" ]; then
    echo "wp-e2e: $(basename "$log"): PHP logged $(grep -c . <<<"$unexpected$servers") line(s) after the plugin was activated that WordPress did not log without it:" >&2
    printf '%s\n' "$unexpected" "$servers" | grep -v '^$' | head -n 60 >&2
    return 1
  fi
  echo "$(basename "$log"): $(head -c "$mark" "$log" | grep -c 'PHP ' || true) lines before activation ($(wc -l <"$baseline") distinct deprecations of WordPress), $(grep -c . <<<"$new_lines" || true) after it, all among those"
}
summary=$(check_log "$tmp/debug.log" "$log_mark" "$tmp/php-server.log" "$tmp/php-subdir.log")
if [ -n "$ms" ]; then summary="$summary; $(check_log "$tmp/debug-ms.log" "$ms_log_mark" "$tmp/php-ms.log")"; fi
say "debug log: $summary"
