#!/usr/bin/env node
/**
 * Makes sure a Chromium for the browser tests is on this machine, where scripts/chromium.mjs
 * looks. It installs nothing: that is the machine's set-up (.ci/run, the README's prerequisites);
 * it never downloads a browser.
 * Exit 0: found (path printed). Exit 1: missing, with the exact command to run.
 */
import { chromiumCandidates as candidates, findChromium } from './chromium.mjs';

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium-headless-shell';

const found = findChromium();

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
