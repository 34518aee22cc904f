/**
 * lean-qr's nano encoder, 2 KB gzip that only a deposit address needs, is not in bank.js: the
 * build writes it beside the bundle as `bank.qr.js` (built from qr-encoder-file.ts), run the
 * first time an address shows, from the widget's own folder of files (its `assetsUrl`), and then kept
 * for the page, like the bundle itself. From source
 * (the demo's dev server, the unit tests) it is imported as a module. Unavailable, the address
 * and its Copy button still serve.
 */
import type { correction, generate } from 'lean-qr/nano';
import { runScriptBeside } from '../../lib/bundle-files.ts';

declare global {
  interface ImportMetaEnv {
    /** true in a build, which writes the encoder beside the bundle (vite.config.ts, qrEncoderFile). */
    readonly BANK_QR_FILE?: boolean;
  }
}

export interface QrEncoder {
  generate: typeof generate;
  correction: typeof correction;
}

/** The global `bank.qr.js` defines (vite.config.ts builds it from qr-encoder-file.ts). */
export const ENCODER_GLOBAL = 'bankQrEncoder';

/**
 * The encoder by the folder it was read from: each widget reads it from its own `assetsUrl` (once per
 * folder and page); from source, the one module.
 */
const loads = new Map<string, Promise<QrEncoder | null>>();
const loaded = new Map<string, QrEncoder>();

export const loadedQrEncoder = (assetsUrl = '') => loaded.get(assetsUrl);

export function loadQrEncoder(assetsUrl = ''): Promise<QrEncoder | null> {
  let loading = loads.get(assetsUrl);
  if (!loading) {
    loading = (import.meta.env.BANK_QR_FILE ? runScriptBeside<QrEncoder>('bank.qr.js', ENCODER_GLOBAL, assetsUrl) : import('lean-qr/nano')).then(
      (encoder) => (loaded.set(assetsUrl, encoder), encoder),
      () => {
        // Tried again by the next address that shows (the network may be back).
        loads.delete(assetsUrl);
        return null;
      },
    );
    loads.set(assetsUrl, loading);
  }
  return loading;
}
