#!/usr/bin/env node
/**
 * Makes sure a Chromium for the browser tests is on this machine, where scripts/chromium.mjs
 * looks. When none is there and we run as root, it installs Debian's `chromium-headless-shell`
 * package with apt-get (output streamed). It never downloads a browser any other way.
 * Exit 0: found (path printed). Exit 1: missing, with the exact command to run.
 */
import { spawnSync } from 'node:child_process';
import { chromiumCandidates as candidates, findChromium } from './chromium.mjs';

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium-headless-shell';

let found = findChromium();
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log(`[ensure-chromium] no Chromium at ${candidates().join(' or ')}; running: ${INSTALL_COMMAND}`);
    const result = spawnSync('sh', ['-c', INSTALL_COMMAND], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) console.error(`[ensure-chromium] apt-get exited with ${result.status ?? result.signal}`);
    found = findChromium();
  }
}

if (!found) {
  console.error(
    [
      `[ensure-chromium] Chromium is missing (looked at ${candidates().join(', ')}).`,
      'Install it with:',
      `  sudo sh -c '${INSTALL_COMMAND}'`,
      'or point CHROME_PATH at an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`[ensure-chromium] using ${found}`);
