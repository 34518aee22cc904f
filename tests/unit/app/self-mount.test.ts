/**
 * bank.js mounts the elements a page marks with `data-bank-options` by itself, whenever it runs,
 * each once: also when the file runs twice (each run a copy with module state of its own, as a
 * combining optimiser's file beside the original is), and before or after DOMContentLoaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every mountBank() call, whichever copy of the bundle made it. */
const calls: { el: Element; options: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  // mountBank itself is tested in mount.test.tsx: here only who calls it, with what, how often.
  vi.doMock('../../../src/app/mount', () => ({
    mountBank: (el: Element, options: { basePath?: unknown }) => {
      if (typeof options.basePath != 'string') throw new Error('basePath is required');
      calls.push({ el, options });
      el.append(Object.assign(document.createElement('div'), { className: 'widget' }));
      return { unmount() {} };
    },
  }));
});

afterEach(() => {
  vi.doUnmock('../../../src/app/mount');
  vi.resetModules();
  delete (document as { readyState?: unknown }).readyState;
});

/** bank.js runs: a fresh copy of its entry, with module state of its own. */
async function runBundle() {
  vi.resetModules();
  await import('../../../src/main');
}

/** A mount element as the WordPress plugin prints it: options as JSON in an attribute, a placeholder, noscript. */
function markedElement(options: unknown = { basePath: '/banking', apiBase: '' }) {
  const el = document.createElement('div');
  el.setAttribute('data-bank-options', typeof options == 'string' ? options : JSON.stringify(options));
  el.innerHTML = '<p data-bank-placeholder>Loading online banking…</p><noscript>Online banking needs JavaScript.</noscript>';
  document.body.append(el);
  return el;
}

describe('the self-mount', () => {
  it('after DOMContentLoaded: mounts each marked element once with its options, also when bank.js runs twice', async () => {
    const first = markedElement({ basePath: '/banking', apiBase: 'https://bank.example', assetsUrl: '/wp-content/plugins/bank/assets/?ver=1' });
    const plain = document.body.appendChild(document.createElement('div'));
    await runBundle();
    await runBundle();
    expect(calls).toEqual([{ el: first, options: { basePath: '/banking', apiBase: 'https://bank.example', assetsUrl: '/wp-content/plugins/bank/assets/?ver=1' } }]);
    expect(first.querySelectorAll('.widget')).toHaveLength(1);
    expect(plain.childNodes).toHaveLength(0);
    expect(typeof window.mountBank).toBe('function');
  });

  it('before DOMContentLoaded: mounts what is parsed at once, the rest at DOMContentLoaded, each once across two runs', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const early = markedElement();
    await runBundle(); // in the head, or early in the body
    expect(calls.map((c) => c.el)).toEqual([early]);
    const late = markedElement({ basePath: '/later', apiBase: '' }); // parsed after the first run
    await runBundle(); // a second copy, before the document is parsed
    const later = markedElement({ basePath: '/last', apiBase: '' });
    expect(calls.map((c) => c.el)).toEqual([early, late]);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls.map((c) => c.el)).toEqual([early, late, later]);
    for (const el of [early, late, later]) expect(el.querySelectorAll('.widget')).toHaveLength(1);
  });

  it('an element with broken options keeps its placeholder and is reported; the others still mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = markedElement('{not json');
    const refused = markedElement({ apiBase: '' });
    const good = markedElement();
    await runBundle();
    expect(calls.map((c) => c.el)).toEqual([good]);
    expect(error).toHaveBeenCalledTimes(2);
    for (const el of [broken, refused]) expect(el.querySelector('[data-bank-placeholder]')?.textContent).toBe('Loading online banking…');
    await runBundle();
    expect(error, 'reported once, not at every run').toHaveBeenCalledTimes(2);
  });
});
