import { fileURLToPath } from 'node:url';

/** The repository root and the bundle under test. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));
export const bundleFile = fileURLToPath(new URL('../../../dist/bank.js', import.meta.url));
