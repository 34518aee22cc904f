/** The QR code beside a deposit address: SVG only, named by the address, and it scans back to it. */
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/preact';
import jsQR from 'jsqr';
import { QrCode } from '../../../../src/features/funds/QrCode';

const BTC = 'bc1qdemo0wallet0address0for0bank0test0x7k2';

/** Paints the SVG path's runs (`M x y h w v1 H x z`) into RGBA pixels, `scale` px a module, as a scanner's camera would see them. */
function rasterise(svg: SVGSVGElement, scale = 4) {
  const [minX, minY, size] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number];
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let py = (Number(y) - minY) * scale; py < (Number(y) - minY + 1) * scale; py++) {
      for (let px = (Number(x) - minX) * scale; px < (Number(x) + Number(w) - minX) * scale; px++) {
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { pixels, width };
}

/** The code once its encoder has loaded (a file beside the bundle in a build, a module here). */
async function drawn(text: string) {
  const view = render(<QrCode text={text} name="QR code of your Bitcoin address" files={undefined} />);
  const svg = await waitFor(() => {
    const found = view.container.querySelector('svg');
    if (!found) throw new Error('no QR code yet');
    return found;
  });
  return { ...view, svg };
}

describe('QrCode', () => {
  it('is one SVG image named by the address, with a four-module quiet zone, and no canvas or data URL', async () => {
    const { container, svg } = await drawn(BTC);
    expect(svg.getAttribute('role')).toBe('img');
    // Named for what it is, not by the raw address (changed on purpose).
    expect(svg.getAttribute('aria-label')).toBe('QR code of your Bitcoin address');
    expect(svg.getAttribute('viewBox')).toMatch(/^-4 -4 (\d+) \1$/);
    expect(container.querySelector('canvas, img, image')).toBeNull();
    expect(container.innerHTML).not.toContain('data:');
  });

  it('keeps its square, hidden from assistive technology, while the encoder loads; unavailable, it draws nothing', async () => {
    let unavailable!: () => void;
    vi.resetModules();
    vi.doMock('../../../../src/features/funds/qr-encoder', () => ({
      loadedQrEncoder: () => undefined,
      loadQrEncoder: () => new Promise((resolve) => (unavailable = () => resolve(null))),
    }));
    try {
      const { QrCode: Loading } = await import('../../../../src/features/funds/QrCode');
      const { container } = render(<Loading text={BTC} name="QR code of your Bitcoin address" files={undefined} />);
      const square = container.firstElementChild!;
      expect(square.tagName).toBe('SPAN');
      expect(square.classList.contains('qr')).toBe(true);
      expect(square.getAttribute('aria-hidden')).toBe('true');
      unavailable();
      await waitFor(() => expect(container.innerHTML).toBe(''));
    } finally {
      vi.doUnmock('../../../../src/features/funds/qr-encoder');
    }
  });

  it('scans back to the address it was drawn for', async () => {
    for (const address of [BTC, '0xDEM0000000000000000000000000000000BA4C', 'TRON:TXyz 12/3?amount=1']) {
      const { svg, unmount } = await drawn(address);
      const { pixels, width } = rasterise(svg);
      expect(jsQR(pixels, width, width)?.data).toBe(address);
      unmount();
    }
  });

  it('draws nothing for a text longer than a QR code holds; the address field still shows it', async () => {
    await drawn(BTC);
    const { container } = render(<QrCode text={'x'.repeat(5000)} name="QR code" files={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
