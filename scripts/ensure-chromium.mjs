#!/usr/bin/env node
/**
 * Makes sure a Chromium for the browser tests is on this machine. It looks at CHROME_PATH,
 * then /usr/bin/chromium. When neither exists and we run as root, it installs Debian's
 * `chromium` package with apt-get (output streamed). It never downloads a browser any other way.
 * Exit 0: found (path printed). Exit 1: missing, with the exact command to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

function candidates() {
  const fromEnv = process.env.CHROME_PATH?.trim();
  return fromEnv ? [fromEnv, DEFAULT_PATH] : [DEFAULT_PATH];
}

function findChromium() {
  for (const path of candidates()) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      /* not here */
    }
  }
  return null;
}

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
