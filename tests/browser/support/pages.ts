/** Host pages for the fixtures, as template strings. */

export interface MountOptionsLiteral {
  basePath?: unknown;
  apiBase?: unknown;
  adminUrl?: unknown;
  uploadsBase?: unknown;
  locale?: unknown;
  messages?: unknown;
}

export const BASE = '/wp-user';

/** JS that mounts one widget into `selector` and keeps the handle on `window.__bankWidgets`. */
export function mountScript(selector = '#bank', options: MountOptionsLiteral = { basePath: BASE, apiBase: '' }): string {
  return `(window.__bankWidgets = window.__bankWidgets || []).push(window.mountBank(document.querySelector(${JSON.stringify(selector)}), ${JSON.stringify(options)}));`;
}

export interface HostPageOptions {
  title?: string;
  /** Extra markup in <head> (host styles). */
  head?: string;
  /** Body markup before the scripts. Default: one mount element `#bank`. */
  body?: string;
  /** Load /bank.js (default true). */
  bundle?: boolean;
  /** Inline script run after the bundle; default mounts `#bank` under /wp-user. null: none. */
  script?: string | null;
  /** Nonce carried by the inline script. */
  nonce?: string;
  /**
   * The page's `<meta name="color-scheme">`: by default 'light dark', so the canvas (and with it a
   * widget on colorScheme 'auto') follows the browser's preference, as on a theme with a dark mode.
   * null: no meta, a page that is light whatever the device.
   */
  colorScheme?: string | null;
  /** The page's `<html lang>` (the widget's language when no `locale` is passed). */
  lang?: string;
}

export function hostPage({
  title = 'Host page',
  head = '',
  body = '<main><h2>Host content</h2><div id="bank"></div></main>',
  bundle = true,
  script,
  nonce,
  colorScheme = 'light dark',
  lang = 'en',
}: HostPageOptions = {}): string {
  const inline = script === undefined ? mountScript() : script;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${colorScheme ? `<meta name="color-scheme" content="${colorScheme}">` : ''}
<title>${title}</title>
${head}
</head>
<body>
${body}
${bundle ? '<script src="/bank.js"></script>' : ''}
${inline ? `<script${nonce ? ` nonce="${nonce}"` : ''}>${inline}</script>` : ''}
</body>
</html>`;
}
