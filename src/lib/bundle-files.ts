/**
 * Files the build puts beside bank.js (the languages, the QR encoder) are read from the address
 * the bundle itself was loaded from. The bundle's script element is taken while the bundle runs,
 * the only moment `document.currentScript` names it; its nonce lets a script loaded after it
 * through a nonce-only Content-Security-Policy.
 */
const ownScript = typeof document != 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;

/** Where the bundle was loaded from; undefined when it was not loaded by a script element of its own (the demo's dev server, a test). */
export const bundleUrl = ownScript?.src || undefined;

/** Runs the script file `name` beside the bundle (with the bundle's query) and resolves with the global it defines. */
export function runScriptBeside<T>(name: string, global: string): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!bundleUrl) return reject(new Error('the bundle address is unknown'));
    const script = document.createElement('script');
    // The bundle's query too: WordPress's ?ver= makes a new release's file a new address.
    const url = new URL(name, bundleUrl);
    url.search = new URL(bundleUrl).search;
    script.src = url.href;
    if (ownScript?.nonce) script.nonce = ownScript.nonce;
    script.onload = script.onerror = (event) => {
      script.remove();
      const value = (window as unknown as Record<string, T | undefined>)[global];
      if (value) resolve(value);
      else reject(new Error(`${name} ${(event as Event).type == 'error' ? 'could not be loaded' : `defined no ${global}`}`));
    };
    document.head.append(script);
  });
}
