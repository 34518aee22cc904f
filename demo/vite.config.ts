/** `npm run demo`: the widget from source beside the demo panel, backed by the in-memory demo server. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedConfig } from '../vite.config.ts';
import { demoBackend } from './server/vite-plugin.ts';

export default defineConfig({
  ...sharedConfig,
  root: fileURLToPath(new URL('.', import.meta.url)),
  // A dependency cache only the demo's dev server writes: Vite keys its cache by the config that
  // wrote it, and a run of another config (the build, a test's server) in the shared
  // node_modules/.vite would make the next `npm run demo` re-optimise and say so before its address.
  // A test run gives each of its demos a folder of its own (BANK_DEMO_CACHE_DIR), so nothing a
  // developer ran before, nor the order of the run's lanes, changes what the demo prints.
  cacheDir: process.env.BANK_DEMO_CACHE_DIR || fileURLToPath(new URL('../node_modules/.vite-demo', import.meta.url)),
  plugins: [...sharedConfig.plugins, demoBackend()],
  // The classic JSX transform's development props (__self, __source) would reach the page as
  // attributes on every element (Preact renders unknown props so): the demo's elements are as clean
  // as the shipped bundle's.
  oxc: { ...sharedConfig.oxc, jsx: { ...sharedConfig.oxc.jsx, development: false } },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
