import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/preact';
import { options } from 'preact';
// Preact's development checks (hooks outside a component, bad children, keys, prop types): the
// unit tests run in development mode; what ships, the production build, is the browser tests'.
import 'preact/debug';
import { unmountAll } from './support/live-widgets';

/*
 * Preact runs effects "after paint": on a 35 ms timeout raced with requestAnimationFrame.
 * With a fake clock that flush may land after a test has already advanced time (so a 5 s
 * timer an effect starts is set 5 s too late), and a flush left pending when the fake clock
 * is uninstalled is lost. Run effects right after each commit instead, as React's act()
 * does; microtasks are not faked, so this is the same with and without fake timers, and
 * `idle()` (support/idle.ts) knows when they have run.
 */
(options as { requestAnimationFrame?: (flush: () => void) => void }).requestAnimationFrame = (flush) => {
  queueMicrotask(flush);
};

/*
 * What every engine the widget runs in has and jsdom lacks: a ResizeObserver, which never reports
 * (jsdom lays nothing out, so a container query's answer stays its fallback), and CSS.supports,
 * which says yes (jsdom parses no colour: the appearance option's own shape check decides).
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
globalThis.CSS ??= { supports: () => true } as unknown as typeof CSS;

// Files share a worker (isolate: false), so everything a test leaves behind is undone here.
afterEach(() => {
  unmountAll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The demo-backend suites run in the node environment: no DOM to clean there.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});
