#!/usr/bin/env node
/**
 * The plugin on the PHP its header promises ("Requires PHP: 7.4"), which no machine here
 * runs: PHP 7.4 itself, as WebAssembly (the npm package @php-wasm/node-7-4; nothing is
 * downloaded at run time). Every PHP file of wp-plugin/ is compiled by 7.4's own parser and
 * compiler (PHP 8 syntax is a parse error there, a duplicate parameter a compile error) as it is
 * loaded against WordPress stubs (tests/php/wordpress.php, with WordPress's own pure files from
 * Debian's /usr/share/wordpress or WP_CORE_DIR): each class file alone, the main file (which
 * hooks every part), uninstall.php (which deletes the options), the app page's template in a
 * block and a classic theme, the block's render.php and its asset file. A warning, notice or
 * deprecation there fails it, as an error does: what 7.4 would refuse at run time (a function it
 * lacks, a type it does not know) shows up there. (A separate `php -l` of each file, a fresh PHP
 * per file, took three quarters of the check's CPU and found nothing the loading does not.)
 *
 *   node scripts/php74-check.mjs        prints one line per failure, a summary, exits 1 on failure
 *
 * Run by tests/wordpress/run.sh (npm test, npm run test:wp).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPHPLoaderModule } from '@php-wasm/node-7-4';
import { loadPHPRuntime, PHP } from '@php-wasm/universal';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pluginDir = join(root, 'wp-plugin');
const core = resolve(process.env.WP_CORE_DIR || '/usr/share/wordpress');
const CORE_FILES = ['class-wp-error.php', 'plugin.php', 'class-wp-hook.php', 'formatting.php', 'kses.php', 'http.php', 'class-wp-list-util.php'];

const files = (dir) =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
const phpFiles = files(pluginDir)
  .filter((f) => f.endsWith('.php'))
  .map((f) => relative(pluginDir, f));

const loader = await getPHPLoaderModule();
/** A fresh PHP 7.4 holding the plugin at /plugin, the stubs at /tests and WordPress's pure files at /wordpress. */
async function php74() {
  const php = new PHP(await loadPHPRuntime(loader));
  for (const file of files(pluginDir)) {
    const to = `/plugin/${relative(pluginDir, file)}`;
    php.mkdirTree(dirname(to));
    php.writeFile(to, readFileSync(file));
  }
  php.mkdirTree('/tests');
  php.writeFile('/tests/wordpress.php', readFileSync(join(root, 'tests/php/wordpress.php')));
  php.mkdirTree('/wordpress/wp-includes');
  for (const name of CORE_FILES) php.writeFile(`/wordpress/wp-includes/${name}`, readFileSync(join(core, 'wp-includes', name)));
  return php;
}

const failures = [];
const text = (response) => `${response.text ?? ''}${response.errors ?? ''}`.trim();

// ---- each file compiled and loaded against the stubs ------------------------------------
const prelude = `<?php
error_reporting( E_ALL );
ini_set( 'display_errors', '0' );
set_error_handler( function ( $no, $message, $file, $line ) { throw new ErrorException( $message, 0, $no, $file, $line ); } );
define( 'OBP_WP_CORE_DIR', '/wordpress' );
require '/tests/wordpress.php';
`;
const MAIN = 'online-banking-portal.php';
const loads = phpFiles.map((file) => {
  if (file === MAIN) return [file, `require '/plugin/${MAIN}';`];
  if (file === 'uninstall.php')
    return [
      file,
      `define( 'WP_UNINSTALL_PLUGIN', '${MAIN}' ); update_option( 'online_banking_portal_base_path', '/bank' ); require '/plugin/uninstall.php'; if ( false !== get_option( 'online_banking_portal_base_path' ) ) { throw new Exception( 'the options are still there' ); }`,
    ];
  if (file === 'templates/app-page.php')
    return [
      file,
      `require '/plugin/${MAIN}'; ob_start(); obp_wp()['request']['block_theme'] = true; include '/plugin/${file}'; obp_wp()['request']['block_theme'] = false; include '/plugin/${file}'; $html = ob_get_clean(); if ( false === strpos( $html, 'online-banking-portal-app' ) ) { throw new Exception( 'no mount element in: ' . $html ); }`,
    ];
  if (file === 'blocks/bank/render.php')
    return [
      file,
      `require '/plugin/${MAIN}'; $attributes = array( 'colorScheme' => 'dark', 'maxWidth' => 480 ); ob_start(); include '/plugin/${file}'; $html = ob_get_clean(); if ( false === strpos( $html, 'max-width:480px' ) ) { throw new Exception( 'unexpected markup: ' . $html ); }`,
    ];
  if (file.endsWith('.asset.php'))
    return [
      file,
      `require '/plugin/${MAIN}'; $asset = include '/plugin/${file}'; if ( ! is_array( $asset ) || empty( $asset['version'] ) ) { throw new Exception( 'no asset array' ); }`,
    ];
  return [file, `require '/plugin/${file}';`];
});
let php = await php74();
const version = (await php.run({ code: '<?php echo PHP_VERSION;' })).text;
for (const [file, code] of loads) {
  try {
    const response = await php.run({
      code: `${prelude}try { ${code} echo "LOADED"; } catch ( Throwable $e ) { echo get_class( $e ), ': ', $e->getMessage(), ' in ', $e->getFile(), ':', $e->getLine(); }`,
    });
    const out = text(response);
    if (out !== 'LOADED') failures.push(`loading ${file} on PHP 7.4: ${out || 'no output (the file ended the request)'}`);
  } catch (error) {
    // A fatal error (a compile error such as a parameter named twice) ends the request: run()
    // rejects, PHP's message on its stderr. The instance still answered afterwards here; the next
    // file gets a fresh one all the same, so no state of a failed load can hide another failure.
    const said = error?.response?.errors || error?.message || String(error);
    failures.push(`loading ${file} on PHP 7.4: ${String(said).trim()}`);
    php.exit();
    php = await php74();
  }
}
php.exit();

for (const failure of failures) console.error(`php74-check: ${failure}`);
console.log(`php74-check: PHP ${version}: ${phpFiles.length} files compiled and loaded against WordPress stubs: ${failures.length ? `${failures.length} FAILED` : 'all passed'}`);
process.exit(failures.length ? 1 : 0);
