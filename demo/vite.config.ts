/** `npm run demo`: the widget from source beside the demo panel, backed by the in-memory demo server. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedConfig } from '../vite.config.ts';
import { demoBackend } from './server/vite-plugin.ts';

export default defineConfig({
  ...sharedConfig,
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [...sharedConfig.plugins, demoBackend()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
