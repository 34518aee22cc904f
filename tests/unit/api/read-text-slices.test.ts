/**
 * An answer's body is decoded chunk by chunk with the main thread given back in between: a
 * 10,000-row statement is about 1 MB, and decoding it whole was one 56 ms task.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTextInSlices } from '../../../src/api/slices';

/** A response whose body arrives in the given byte chunks. */
function chunked(chunks: Uint8Array[]): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('readTextInSlices', () => {
  it('reads what text() reads: a character split between two chunks, a byte-order mark dropped', async () => {
    const bytes = new TextEncoder().encode('\uFEFF{"name":"Café Nördlich €"}');
    const cut = bytes.indexOf(0xc3) + 1; // inside "é"
    const text = await readTextInSlices(chunked([bytes.slice(0, cut), bytes.slice(cut)]));
    expect(text).toBe('{"name":"Café Nördlich €"}');
    expect(text).toBe(await new Response(bytes).text());
  });

  it('reads a body with no stream through text()', async () => {
    expect(await readTextInSlices(new Response('{"ok":1}'))).toBe('{"ok":1}');
    expect(await readTextInSlices(new Response(null))).toBe('');
  });

  it('gives the main thread back once a slice of decoding has taken 8 ms, and only then', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const chunks = Array.from({ length: 12 }, (_, i) => new TextEncoder().encode(`[${i}]`));
    expect(await readTextInSlices(chunked(chunks))).toBe(chunks.map((_, i) => `[${i}]`).join(''));
    // Each look at the clock moves it 3 ms: a slice ends every third chunk.
    expect(timers.mock.calls.length).toBe(4);
  });
});
