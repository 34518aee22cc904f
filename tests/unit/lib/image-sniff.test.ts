/** The upload's content check: what the first bytes of an accepted image look like, and what is refused. */
import { describe, expect, it } from 'vitest';
import { looksLikeImage } from '../../../src/lib/image-sniff';

const bytes = (...parts: (string | number[])[]) => new Blob(parts.map((p) => (typeof p === 'string' ? p : new Uint8Array(p))));

describe('looksLikeImage', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['GIF87a', bytes('GIF87a', [1, 0])],
    ['GIF89a', bytes('GIF89a', [1, 0])],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'SVG with BOM, XML declaration, comment and doctype',
      bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg width="1">'),
    ],
  ])('accepts %s', async (_, blob) => {
    expect(await looksLikeImage(blob)).toBe(true);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7\n')],
    ['plain text', bytes('hello, this is not a picture')],
    ['zeros', bytes(Array(64).fill(0))],
    ['RIFF that is not WebP (a WAV file)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['HTML', bytes('<!doctype html><html><body><svg></svg>')],
    ['nothing', bytes()],
  ])('refuses %s', async (_, blob) => {
    expect(await looksLikeImage(blob)).toBe(false);
  });
});
