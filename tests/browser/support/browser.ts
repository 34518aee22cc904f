/** Launches the system Chromium through playwright-core (never a downloaded browser). */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumCandidates, findChromium } from '../../../scripts/chromium.mjs';

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`Chromium not found at ${chromiumCandidates().join(' or ')}; run: node scripts/ensure-chromium.mjs`);
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
