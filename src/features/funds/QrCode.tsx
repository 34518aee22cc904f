import { encode } from 'uqr';

/**
 * The address as a QR code for a phone wallet: one SVG path of unit squares (no canvas, no
 * data URL, so a strict CSP allows it), with the four-module quiet zone scanners need.
 */
export function QrCode({ text }: { text: string }) {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
  const n = data.length + 8;
  return (
    <svg className="qr" role="img" aria-label={text} viewBox={`-4 -4 ${n} ${n}`} shape-rendering="crispEdges">
      <path d={d} />
    </svg>
  );
}
