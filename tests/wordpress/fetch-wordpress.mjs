#!/usr/bin/env node
/**
 * A newer WordPress than Debian's, for the end-to-end test: the newest release held by the npm
 * package @wp-playground/wordpress-builds, fetched with npm's own client into a cache outside
 * node_modules, only when the WordPress tests run. Prints the ready WordPress folder.
 *
 * The package splits each WordPress into a zip of its PHP files (whitespace-stripped, only the
 * default theme, no Akismet) and a folder of its static files (public/wp-X.Y); both are
 * extracted and merged, which gives a complete WordPress again. Its wp-config.php and SQLite
 * database are removed: the test brings MariaDB and its own wp-config.php.
 *
 * Cache: $OBP_CACHE_DIR, else $XDG_CACHE_HOME/online-banking-portal, else ~/.cache/online-banking-portal.
 * The 160 MB tarball is deleted once extracted; the WordPress folder (about 70 MB) is kept.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Pinned: the newest version of the package, holding WordPress 6.2 to 6.5.5, a 6.6 RC and a nightly. */
const PACKAGE = '@wp-playground/wordpress-builds';
const PACKAGE_VERSION = '0.9.19';

const cache = process.env.OBP_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'online-banking-portal');
const log = (message) => process.stderr.write(`fetch-wordpress: ${message}\n`);
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });

mkdirSync(cache, { recursive: true });
const marker = join(cache, `wordpress-builds-${PACKAGE_VERSION}.json`);
if (existsSync(marker)) {
  const ready = JSON.parse(readFileSync(marker, 'utf8'));
  if (existsSync(join(ready.dir, 'wp-includes', 'version.php'))) {
    log(`cached WordPress ${ready.version} in ${ready.dir}`);
    console.log(ready.dir);
    process.exit(0);
  }
}

const started = Date.now();
const tarball = join(cache, `wp-playground-wordpress-builds-${PACKAGE_VERSION}.tgz`);
if (!existsSync(tarball)) {
  log(`npm pack ${PACKAGE}@${PACKAGE_VERSION} (about 160 MB)`);
  run('npm', ['pack', `${PACKAGE}@${PACKAGE_VERSION}`, '--pack-destination', cache, '--silent', '--no-fund', '--no-audit']);
  if (!existsSync(tarball)) throw new Error(`npm pack did not write ${tarball}`);
}

const staging = join(cache, `staging-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
try {
  run('tar', ['-xzf', tarball, '-C', staging, 'package/src/wordpress/wp-versions.json']);
  const versions = JSON.parse(readFileSync(join(staging, 'package/src/wordpress/wp-versions.json'), 'utf8'));
  // Releases only: "nightly" and "beta" (a release candidate) are not what sites run.
  const newest = Object.keys(versions)
    .filter((key) => /^\d+\.\d+$/.test(key))
    .sort((a, b) => a.split('.').reduce((d, n, i) => d || Number(n) - Number(b.split('.')[i]), 0))
    .pop();
  if (!newest) throw new Error(`no release in ${JSON.stringify(versions)}`);
  const version = versions[newest];
  log(`extracting WordPress ${version} (wp-${newest}.zip and its static files)`);
  run('tar', ['-xzf', tarball, '-C', staging, `package/src/wordpress/wp-${newest}.zip`, `package/public/wp-${newest}`]);
  const site = join(staging, 'wordpress');
  mkdirSync(site);
  run('unzip', ['-q', join(staging, `package/src/wordpress/wp-${newest}.zip`), '-d', site]);
  run('cp', ['-a', `${join(staging, `package/public/wp-${newest}`)}/.`, site]);
  // The static files hold other themes' CSS and templates without their PHP: only the build's
  // default theme is complete.
  const defaultTheme = readFileSync(join(site, '.default_theme'), 'utf8').trim();
  for (const theme of readdirSync(join(site, 'wp-content/themes'))) {
    if (theme !== defaultTheme && theme !== 'index.php') rmSync(join(site, 'wp-content/themes', theme), { recursive: true, force: true });
  }
  for (const extra of ['wp-config.php', 'wp-content/database', 'wordpress-remote-asset-paths', '.default_theme']) {
    rmSync(join(site, extra), { recursive: true, force: true });
  }
  const found = (readFileSync(join(site, 'wp-includes/version.php'), 'utf8').match(/\$wp_version\s*=\s*'([^']+)'/) || [])[1];
  if (found !== version) throw new Error(`wp-includes/version.php says ${found}, expected ${version}`);
  const themes = readdirSync(join(site, 'wp-content/themes')).filter((t) => existsSync(join(site, 'wp-content/themes', t, 'style.css')));

  const dir = join(cache, `wordpress-${version}`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(site, dir);
  const ready = { version, dir, themes, defaultTheme, package: `${PACKAGE}@${PACKAGE_VERSION}` };
  // Another run may have finished first: its folder and ours hold the same files.
  writeMarker(ready);
  rmSync(tarball, { force: true });
  log(`WordPress ${version} ready in ${dir} (themes: ${themes.join(', ')}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(dir);
} finally {
  rmSync(staging, { recursive: true, force: true });
}

function writeMarker(ready) {
  const tmp = `${marker}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(ready, null, 2));
  renameSync(tmp, marker);
}
