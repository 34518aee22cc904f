import { useEffect, useMemo, useState } from 'react';
import { loadedQrEncoder, loadQrEncoder, type QrEncoder } from './qr-encoder';

/** One SVG path, a subpath per run of dark modules in a row: a few hundred bytes of DOM for a wallet address. */
function modulesPath({ generate, correction }: QrEncoder, text: string): { d: string; size: number } | null {
  let code;
  try {
    code = generate(text, { minCorrectionLevel: correction.M });
  } catch {
    // Longer than a QR code holds: the address and its Copy button still serve.
    return null;
  }
  let d = '';
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      const start = x;
      while (code.get(x + 1, y)) x++;
      d += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  }
  return { d, size: code.size };
}

/**
 * The address as a QR code for a phone wallet (lean-qr's nano encoder): SVG, no canvas and no
 * data URL, so a strict CSP allows it; the four-module quiet zone scanners need; the address as
 * its accessible name. The encoder is read from `files`, the widget's own `assetsUrl`.
 */
export function QrCode({ text, name, files }: { text: string; name: string; files: string | undefined }) {
  const encoder = useQrEncoder(text, files);
  // The form re-renders on every keystroke; the code changes only with the address.
  const drawn = useMemo(() => encoder && modulesPath(encoder, text), [encoder, text]);
  // While the encoder loads, its square keeps the place so the form does not jump when it shows.
  if (encoder === undefined) return <span className="qr qr-pending" aria-hidden="true" />;
  if (!drawn) return null;
  const n = drawn.size + 8;
  return (
    <svg className="qr" role="img" aria-label={name} viewBox={`-4 -4 ${n} ${n}`} shape-rendering="crispEdges">
      <path d={drawn.d} />
    </svg>
  );
}

/**
 * The encoder, read from this widget's folder of files: undefined while it first loads, null when it
 * could not be loaded (asked for again with the next address).
 */
function useQrEncoder(text: string, files: string | undefined): QrEncoder | null | undefined {
  const [encoder, setEncoder] = useState<QrEncoder | null | undefined>(() => loadedQrEncoder(files));
  const missing = !encoder;
  useEffect(() => {
    if (!missing) return;
    let shown = true;
    void loadQrEncoder(files).then((loaded) => shown && setEncoder(loaded));
    return () => {
      shown = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once loaded, kept; until then, tried for each address
  }, [missing, missing && text]);
  return encoder;
}
