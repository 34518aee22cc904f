import { fileURLToPath } from 'node:url';

/** The repository root and the bundle under test. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** BANK_DIST (a folder) lets two people build and test side by side without sharing one dist/. */
export const distDir = process.env.BANK_DIST ? process.env.BANK_DIST.replace(/\/?$/, '/') : fileURLToPath(new URL('../../../dist/', import.meta.url));
export const bundleFile = `${distDir}bank.js`;
/** The same source built on React 19 (`npm run build:react`): measured against, never shipped. */
export const reactBundleFile = `${distDir}bank.react.js`;
