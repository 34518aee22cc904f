/**
 * bank.js mounts the elements a page marks with `data-bank-options` by itself, whenever it runs,
 * each once: also when the file runs twice (each run a copy with module state of its own, as a
 * combining optimiser's file beside the original is), and before or after DOMContentLoaded. Then it
 * follows the page as it changes without a reload: an element that arrives is mounted, one that
 * leaves is unmounted (everything it ran ends), one that moves keeps its widget.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { json } from '../support/fetch-stub';
import { stubFetch, storeSession, PROFILE } from '../support/test-utils';
import * as real from '../../../src/app/mount';
import type { BankWidget } from '../../../src/app/mount';

/** Every mountBank() call that mounted, whichever copy of the bundle made it. */
const calls: { el: Element; options: unknown; widget: BankWidget }[] = [];
/** Each copy's way to stop watching: the unit files share one document. */
const stops: (() => void)[] = [];

beforeEach(() => {
  calls.length = 0;
  // The real mountBank, recorded: who calls it, with what, how often. One module for every copy of the
  // entry: in a page each copy bundles its own Preact, here they would share one, which two copies of
  // the signals' hooks into it would break. What copies share is the page (widgets-on-page.ts).
  vi.doMock('../../../src/app/mount', () => ({
    ...real,
    mountBank: (el: Element, options: Parameters<typeof real.mountBank>[1]) => {
      const widget = real.mountBank(el, options);
      if (!calls.some((c) => c.widget === widget)) calls.push({ el, options, widget });
      return widget;
    },
  }));
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const { widget } of calls) widget.unmount();
  vi.doUnmock('../../../src/app/mount');
  vi.resetModules();
  delete (document as { readyState?: unknown }).readyState;
});

/** bank.js runs: a fresh copy of its entry, with module state of its own. */
async function runBundle() {
  vi.resetModules();
  await import('../../../src/main');
  // The same copy main.ts started (no reset in between).
  stops.push((await import('../../../src/app/self-mount')).stopSelfMount);
}

/** A mount element as the WordPress plugin prints it: options as JSON in an attribute, a placeholder, noscript. */
function markedElement(options: unknown = { basePath: '/banking', apiBase: '' }, parent: Element = document.body) {
  const el = document.createElement('div');
  el.setAttribute('data-bank-options', typeof options == 'string' ? options : JSON.stringify(options));
  el.innerHTML = '<p data-bank-placeholder>Loading online banking…</p><noscript>Online banking needs JavaScript.</noscript>';
  parent.append(el);
  return el;
}

/** The widget hosts in `el` that hold a live widget (a shadow root). */
const liveHosts = (el: Element) => [...el.querySelectorAll(':scope > [data-bank-widget]')].filter((host) => host.shadowRoot);
const screenText = (el: Element) => liveHosts(el)[0]?.shadowRoot?.textContent ?? '';
/** MutationObserver callbacks run as microtasks: after this, the self-mount has seen the change. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('the self-mount', () => {
  beforeEach(() => stubFetch());

  it('after DOMContentLoaded: mounts each marked element once with its options, also when bank.js runs twice', async () => {
    const first = markedElement({ basePath: '/banking', apiBase: 'https://bank.example', assetsUrl: '/wp-content/plugins/bank/assets/?ver=1' });
    const plain = document.body.appendChild(document.createElement('div'));
    await runBundle();
    await runBundle();
    expect(calls.map(({ el, options }) => ({ el, options }))).toEqual([
      { el: first, options: { basePath: '/banking', apiBase: 'https://bank.example', assetsUrl: '/wp-content/plugins/bank/assets/?ver=1' } },
    ]);
    expect(liveHosts(first)).toHaveLength(1);
    expect(first.hasAttribute('data-bank-mounted')).toBe(true);
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
    await observed();
    expect(
      calls.map((c) => c.el),
      'nothing watches the page while it is parsed',
    ).toEqual([early, late]);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls.map((c) => c.el)).toEqual([early, late, later]);
    for (const el of [early, late, later]) expect(liveHosts(el)).toHaveLength(1);
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

describe('a page that changes after it loaded', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/banking/auth/signin');
    stubFetch();
  });

  it('mounts an element added later, alone or inside a block of new content, once, with one watch for two copies of bank.js', async () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    await runBundle();
    await runBundle();
    expect(
      observe.mock.calls.filter(([target]) => target === document),
      'one observer on the document',
    ).toHaveLength(1);
    const alone = markedElement();
    const block = document.createElement('section');
    block.innerHTML = '<div class="tab"><div data-bank-options=\'{"basePath":"/banking","apiBase":""}\'><p data-bank-placeholder>Loading online banking…</p></div></div>';
    document.body.append(block);
    const inside = block.querySelector('[data-bank-options]')!;
    await observed();
    expect(calls.map((c) => c.el)).toEqual([alone, inside]);
    for (const el of [alone, inside]) {
      await waitFor(() => expect(screenText(el)).toContain('Sign In'));
      expect(el.querySelector('[data-bank-placeholder]'), 'the placeholder gave way').toBeNull();
    }
  });

  it('an element moved elsewhere keeps its widget and what the customer typed', async () => {
    await runBundle();
    const el = markedElement();
    await observed();
    await waitFor(() => expect(liveHosts(el)[0]?.shadowRoot?.querySelector('input[name=email]')).toBeTruthy());
    const email = liveHosts(el)[0]!.shadowRoot!.querySelector<HTMLInputElement>('input[name=email]')!;
    email.value = 'jane@example.com';
    const aside = document.body.appendChild(document.createElement('aside'));
    aside.append(el); // a move: removed, then inserted, in one go
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(liveHosts(el)[0]!.shadowRoot!.querySelector('input[name=email]')).toBe(email);
    expect(email.value).toBe('jane@example.com');
    // Taken out and put back a moment later (a library that detaches, then re-attaches): kept too.
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    document.body.append(el);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(el.hasAttribute('data-bank-mounted')).toBe(true);
    expect(liveHosts(el)[0]!.shadowRoot!.querySelector('input[name=email]')).toBe(email);
  });

  it('a copy of a mounted element (a page snapshot a transition library restores) mounts a widget of its own', async () => {
    await runBundle();
    const el = markedElement();
    await observed();
    const snapshot = el.cloneNode(true) as Element;
    expect(snapshot.hasAttribute('data-bank-mounted'), 'the copy carries the mark').toBe(true);
    el.replaceWith(snapshot);
    await observed();
    expect(calls.map((c) => c.el)).toEqual([el, snapshot]);
    expect(snapshot.querySelectorAll(':scope > [data-bank-widget]'), 'the lifeless copy of the host is gone').toHaveLength(1);
    await waitFor(() => expect(screenText(snapshot)).toContain('Sign In'));
  });

  it('every copy of bank.js reads one record of which element holds which widget, kept on the document', async () => {
    vi.resetModules();
    const first = (await import('../../../src/app/widgets-on-page')).widgetsOnPage();
    vi.resetModules();
    const second = (await import('../../../src/app/widgets-on-page')).widgetsOnPage();
    expect(second).toBe(first);
  });

  it('mountBank on a mounted element returns the widget it holds; after its unmount, a new one', async () => {
    await runBundle();
    const el = markedElement();
    await observed();
    const held = calls[0]!.widget;
    expect(window.mountBank(el, { basePath: '/elsewhere', apiBase: '' })).toBe(held);
    expect(liveHosts(el)).toHaveLength(1);
    held.unmount();
    expect(el.hasAttribute('data-bank-mounted')).toBe(false);
    const again = window.mountBank(el, { basePath: '/banking', apiBase: '' });
    expect(again).not.toBe(held);
    expect(liveHosts(el)).toHaveLength(1);
    again.unmount();
  });
});

describe('an element taken out of the page', () => {
  it('is unmounted a moment later: no timer, listener or request of it is left, and an element in its place gets one widget', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    history.replaceState(null, '', '/banking/dashboard');
    const fetches = stubFetch((req) => json(req.fields.getprofile ? PROFILE : req.fields.pincheck ? { haspin: true } : { data: [] }));
    const removeListener = vi.spyOn(window, 'removeEventListener');
    await runBundle();
    const el = markedElement();
    await vi.waitFor(() => expect(screenText(el)).toContain('Alex Morgan'));
    expect(vi.getTimerCount(), 'the signed-in widget runs timers (the inactivity watch)').toBeGreaterThan(0);
    const widget = calls[0]!.widget;
    el.remove();
    await vi.advanceTimersByTimeAsync(1500);
    expect(liveHosts(el), 'nothing of the widget is left in the element').toHaveLength(0);
    expect(el.hasAttribute('data-bank-mounted')).toBe(false);
    expect(vi.getTimerCount(), 'no timer of it is left').toBe(0);
    expect(removeListener.mock.calls.map(([type]) => type)).toContain('storage');
    const made = fetches.requests.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetches.requests.length, 'no request after it left, however long').toBe(made);
    widget.unmount(); // the page's own unmount afterwards is harmless

    const next = markedElement();
    await vi.waitFor(() => expect(screenText(next)).toContain('Alex Morgan'));
    expect(calls.map((c) => c.el)).toEqual([el, next]);
    const markers = fetches.requests.slice(made).map((c) => c.marker);
    expect(
      markers.filter((m) => m == 'getprofile'),
      'one set of calls: one widget loads',
    ).toHaveLength(1);
  });

  it('a widget the page took out of its element (a builder rewriting it) is unmounted, and the element mounted afresh', async () => {
    history.replaceState(null, '', '/banking/auth/signin');
    stubFetch();
    await runBundle();
    const el = markedElement();
    await observed();
    const first = calls[0]!.widget;
    el.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Loading online banking…' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 });
    expect(calls[1]!.el).toBe(el);
    expect(calls[1]!.widget).not.toBe(first);
    expect(liveHosts(el)).toHaveLength(1);
    await waitFor(() => expect(screenText(el)).toContain('Sign In'));
  });
});
