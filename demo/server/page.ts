/**
 * The demo page for the standalone server (browser tests): demo/index.html with its Vite entry
 * swapped for the built widget (/bank.js) and the panel script, which is bundled here, in memory,
 * at start, so no build step or dev server is needed.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { BUNDLE_PATH, PAGE_SCRIPT_PATH } from './routes.ts';

const demoDir = fileURLToPath(new URL('..', import.meta.url));
/** The line of demo/index.html that loads the Vite entry; replaced here. */
const VITE_ENTRY = '<script type="module" src="/main.ts"></script>';

export interface DemoPage {
  html: string;
  /** The admin placeholder (where the widget sends an administrator). */
  adminHtml: string;
  /** The panel and the mount call, as one ES module. */
  script: string;
  /** The widget bundle, read on every request so a rebuild is picked up without a restart. */
  bundleFile: string;
}

async function bundlePageScript(): Promise<string> {
  const result = await build({
    configFile: false,
    root: demoDir,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      target: 'es2020',
      lib: { entry: fileURLToPath(new URL('../standalone.ts', import.meta.url)), formats: ['es'], fileName: 'demo-page' },
    },
  });
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue;
    for (const item of output.output) if (item.type === 'chunk' && item.isEntry) return item.code;
  }
  throw new Error('The demo page script produced no output.');
}

export async function buildDemoPage(bundleFile: string): Promise<DemoPage> {
  const [template, adminHtml, script] = await Promise.all([readFile(`${demoDir}index.html`, 'utf8'), readFile(`${demoDir}admin.html`, 'utf8'), bundlePageScript()]);
  if (!template.includes(VITE_ENTRY)) throw new Error(`demo/index.html no longer contains ${VITE_ENTRY}`);
  const scripts = `<script src="${BUNDLE_PATH}"></script>\n    <script type="module" src="${PAGE_SCRIPT_PATH}"></script>`;
  return { html: template.replace(VITE_ENTRY, scripts), adminHtml, script, bundleFile };
}
