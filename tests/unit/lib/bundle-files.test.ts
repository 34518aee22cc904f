/** A script file beside the bundle (the QR encoder): run from the bundle's own address, with its nonce, and told apart when it fails. */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** bundle-files.ts as loaded by a bundle script element at `src` carrying `nonce` (it reads document.currentScript once, as it loads). */
async function loadedBy(src: string | null, nonce = '') {
  const own = document.createElement('script');
  if (src) own.src = src;
  own.nonce = nonce;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(src ? own : null);
  vi.resetModules();
  return import('../../../src/lib/bundle-files');
}

const added = () => document.head.querySelector<HTMLScriptElement>('script[src*="bank.qr.js"]');

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).bankQrEncoder;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('runScriptBeside', () => {
  it("runs the file beside the bundle, with the bundle's query and nonce, resolves with its global and removes its script element", async () => {
    const { bundleUrl, runScriptBeside } = await loadedBy('https://cdn.example/wp-content/plugins/bank/assets/bank.js?ver=abc', 'n0nce');
    expect(bundleUrl).toBe('https://cdn.example/wp-content/plugins/bank/assets/bank.js?ver=abc');
    const running = runScriptBeside<{ ok: boolean }>('bank.qr.js', 'bankQrEncoder', undefined);
    const script = added()!;
    expect(script.src).toBe('https://cdn.example/wp-content/plugins/bank/assets/bank.qr.js?ver=abc');
    expect(script.nonce).toBe('n0nce');
    (window as unknown as Record<string, unknown>).bankQrEncoder = { ok: true };
    script.dispatchEvent(new Event('load'));
    await expect(running).resolves.toEqual({ ok: true });
    expect(added()).toBeNull();
  });

  it('rejects when the file cannot be loaded, or defines nothing', async () => {
    const { runScriptBeside } = await loadedBy('https://site.example/bank.js');
    const missing = runScriptBeside('bank.qr.js', 'bankQrEncoder', undefined);
    added()!.dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow('bank.qr.js could not be loaded');
    const empty = runScriptBeside('bank.qr.js', 'bankQrEncoder', undefined);
    added()!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('bank.qr.js defined no bankQrEncoder');
    expect(added()).toBeNull();
  });

  it('a page element whose id is the global is not taken for the file (browsers put elements by id on window)', async () => {
    const { runScriptBeside } = await loadedBy('https://site.example/bank.js');
    const impostor = document.createElement('div');
    impostor.id = 'bankQrEncoder';
    document.body.append(impostor);
    try {
      (window as unknown as Record<string, unknown>).bankQrEncoder = impostor;
      const running = runScriptBeside('bank.qr.js', 'bankQrEncoder', undefined);
      added()!.dispatchEvent(new Event('load'));
      await expect(running).rejects.toThrow('bank.qr.js defined no bankQrEncoder');
      (window as unknown as Record<string, unknown>).bankQrEncoder = { ok: true };
      const failed = runScriptBeside('bank.qr.js', 'bankQrEncoder', undefined);
      added()!.dispatchEvent(new Event('error'));
      await expect(failed, 'a failed load is a failure even with the global set').rejects.toThrow('could not be loaded');
    } finally {
      impostor.remove();
    }
  });

  it("files beside the bundle carry its query; a translationsUrl keeps its own, or takes the bundle's", async () => {
    const { besideUrl } = await loadedBy('https://site.example/wp-content/plugins/bank/assets/bank.js?ver=abc');
    expect(besideUrl('bank.fr.json', undefined).href).toBe('https://site.example/wp-content/plugins/bank/assets/bank.fr.json?ver=abc');
    expect(besideUrl('bank.fr.json', undefined, 'https://cdn.example/i18n/').href).toBe('https://cdn.example/i18n/bank.fr.json?ver=abc');
    expect(besideUrl('bank.fr.json', undefined, 'https://cdn.example/i18n/?v=7').href).toBe('https://cdn.example/i18n/bank.fr.json?v=7');
  });

  it("a folder the page names (assetsUrl) wins over the bundle's own address: a combined file in a cache folder still finds its files", async () => {
    const { besideUrl, runScriptBeside } = await loadedBy('https://site.example/wp-content/cache/min/1/combined.js?x=9');
    const assets = '/wp-content/plugins/bank/assets/?ver=abc';
    expect(besideUrl('bank.fr.json', assets).href).toBe(`${location.origin}/wp-content/plugins/bank/assets/bank.fr.json?ver=abc`);
    expect(besideUrl('bank.fr.json', assets, 'https://cdn.example/i18n/').href, "a translationsUrl takes the page-given release's query").toBe(
      'https://cdn.example/i18n/bank.fr.json?ver=abc',
    );
    const running = runScriptBeside('bank.qr.js', 'bankQrEncoder', assets);
    expect(added()!.src).toBe(`${location.origin}/wp-content/plugins/bank/assets/bank.qr.js?ver=abc`);
    (window as unknown as Record<string, unknown>).bankQrEncoder = { ok: true };
    added()!.dispatchEvent(new Event('load'));
    await expect(running).resolves.toEqual({ ok: true });
  });

  it('each widget reads from the folder its own page options name; one without reads beside the bundle, whatever another named', async () => {
    const { besideUrl } = await loadedBy('https://site.example/bank.js?ver=1');
    expect(besideUrl('bank.fr.json', 'https://cdn.example/a/?ver=2').href).toBe('https://cdn.example/a/bank.fr.json?ver=2');
    expect(besideUrl('bank.fr.json', 'https://cdn.example/b/?ver=3').href).toBe('https://cdn.example/b/bank.fr.json?ver=3');
    expect(besideUrl('bank.fr.json', undefined).href).toBe('https://site.example/bank.fr.json?ver=1');
  });

  it('a page-given folder serves a bundle that was not loaded by a script element of its own too', async () => {
    const { runScriptBeside } = await loadedBy(null);
    void runScriptBeside('bank.qr.js', 'bankQrEncoder', 'https://cdn.example/bank/?ver=2').catch(() => {});
    expect(added()!.src).toBe('https://cdn.example/bank/bank.qr.js?ver=2');
  });

  it('rejects without touching the page when the bundle was not loaded by a script element of its own', async () => {
    const { bundleUrl, runScriptBeside } = await loadedBy(null);
    expect(bundleUrl).toBeUndefined();
    await expect(runScriptBeside('bank.qr.js', 'bankQrEncoder', undefined)).rejects.toThrow('the bundle address is unknown');
    expect(added()).toBeNull();
  });
});
