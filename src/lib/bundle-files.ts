/**
 * Files the build puts beside bank.js (the languages, the QR encoder) are read from the folder the
 * page names (mountBank's `assetsUrl`), else from the address the bundle itself was loaded from. A
 * page's address survives an optimiser that combines bank.js with other scripts into a file of its
 * own cache folder, where `document.currentScript` would then point. The bundle's script element is
 * taken while the bundle runs, the only moment `document.currentScript` names it; its nonce lets a
 * script loaded after it through a nonce-only Content-Security-Policy.
 */
const ownScript = typeof document != 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;

/** Where the bundle was loaded from; undefined when it was not loaded by a script element of its own (the demo's dev server, a test). */
export const bundleUrl = ownScript?.src || undefined;

/**
 * The address of the file `name` in the folder `base` (default: the folder of the bundle's files for
 * this widget: the `assetsUrl` its page gave, else the bundle's own), with the query of `base` or,
 * without one, the default's: WordPress's `?ver=` makes a new release's files new addresses, so no
 * cache serves a language file or encoder of the release before. Each widget passes its own
 * `assetsUrl`: two widgets on a page may read from two folders.
 */
export function besideUrl(name: string, assetsUrl: string | undefined, base?: string): URL {
  const home = assetsUrl ? new URL(assetsUrl, document.baseURI).href : bundleUrl;
  base ??= home;
  if (!base) throw new Error('the bundle address is unknown');
  const url = new URL(name, base);
  url.search = new URL(base).search || (home ? new URL(home).search : '');
  return url;
}

/** Runs the script file `name` beside the bundle (in `assetsUrl`, as besideUrl) and resolves with the object it defines as the global `global`. */
export function runScriptBeside<T extends object>(name: string, global: string, assetsUrl: string | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!assetsUrl && !bundleUrl) return reject(new Error('the bundle address is unknown'));
    const script = document.createElement('script');
    script.src = besideUrl(name, assetsUrl).href;
    if (ownScript?.nonce) script.nonce = ownScript.nonce;
    script.onload = script.onerror = (event) => {
      script.remove();
      const value = (window as unknown as Record<string, unknown>)[global];
      // An element with that id is on window too: only the file's own object counts.
      if ((event as Event).type == 'error') reject(new Error(`${name} could not be loaded`));
      else if (typeof value == 'object' && value && !(value instanceof Element)) resolve(value as T);
      else reject(new Error(`${name} defined no ${global}`));
    };
    document.head.append(script);
  });
}
