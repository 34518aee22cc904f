/**
 * lean-qr's nano encoder, 2 KB gzip that only a deposit address needs, is not in bank.js: the
 * build writes it beside the bundle as `bank.qr.js` (built from qr-encoder-file.ts), run the
 * first time an address shows and then kept for the page, like the bundle itself. From source
 * (the demo's dev server, the unit tests) it is imported as a module. Unavailable, the address
 * and its Copy button still serve.
 */
import type { correction, generate } from 'lean-qr/nano';
import { runScriptBeside } from '../../lib/bundle-files';

export interface QrEncoder {
  generate: typeof generate;
  correction: typeof correction;
}

/** The global `bank.qr.js` defines (vite.config.ts builds it from qr-encoder-file.ts). */
export const ENCODER_GLOBAL = 'bankQrEncoder';

let loading: Promise<QrEncoder | null> | undefined;
let loaded: QrEncoder | undefined;

export const loadedQrEncoder = () => loaded;

export function loadQrEncoder(): Promise<QrEncoder | null> {
  loading ??= (import.meta.env.DEV ? import('lean-qr/nano') : runScriptBeside<QrEncoder>('bank.qr.js', ENCODER_GLOBAL)).then(
    (encoder) => (loaded = encoder),
    () => {
      // Tried again by the next address that shows (the network may be back).
      loading = undefined;
      return null;
    },
  );
  return loading;
}
