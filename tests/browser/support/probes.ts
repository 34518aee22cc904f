/**
 * In-page instruments, installed with `context.addInitScript` so they run before any page
 * script (and before the bundle).
 */

/**
 * Counts live `window`/`document` event listeners and pending timers registered by code
 * loaded from `/bank.js` (told apart by the call stack: the test driver's own page helpers
 * add listeners too). Read with `window.__live()`: listeners still registered, timeouts
 * neither fired nor cleared, intervals not cleared.
 */
export const LIVE_RESOURCE_PROBE = `(() => {
  const fromBundle = () => /\\/bank\\.js\\b/.test(new Error().stack || '');
  const records = [];
  const captureOf = (o) => typeof o === 'boolean' ? o : !!(o && o.capture);
  const same = (r, target, type, listener, capture) => r.target === target && r.type === type && r.listener === listener && r.capture === capture;
  const forget = (target, type, listener, capture) => {
    const i = records.findIndex((r) => same(r, target, type, listener, capture));
    if (i >= 0) records.splice(i, 1);
  };
  for (const [name, target] of [['window', window], ['document', document]]) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (type, listener, options) {
      const capture = captureOf(options);
      if (listener && fromBundle() && !records.some((r) => same(r, name, type, listener, capture)) && !(options && options.signal && options.signal.aborted)) {
        records.push({ target: name, type, listener, capture });
        if (options && options.once) add.call(this, type, () => forget(name, type, listener, capture), { once: true, capture });
        if (options && options.signal) options.signal.addEventListener('abort', () => forget(name, type, listener, capture), { once: true });
      }
      return add.call(this, type, listener, options);
    };
    target.removeEventListener = function (type, listener, options) {
      forget(name, type, listener, captureOf(options));
      return remove.call(this, type, listener, options);
    };
  }
  const timeouts = new Map();
  const intervals = new Map();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (fn, ms, ...args) {
    const id = st.call(window, function () {
      timeouts.delete(id);
      return typeof fn === 'function' ? fn.apply(this, args) : undefined;
    }, ms);
    if (fromBundle()) timeouts.set(id, Number(ms) || 0);
    return id;
  };
  window.clearTimeout = function (id) {
    timeouts.delete(id);
    intervals.delete(id);
    return ct.call(window, id);
  };
  window.setInterval = function (fn, ms, ...args) {
    const id = si.call(window, fn, ms, ...args);
    if (fromBundle()) intervals.set(id, Number(ms) || 0);
    return id;
  };
  window.clearInterval = function (id) {
    timeouts.delete(id);
    intervals.delete(id);
    return ci.call(window, id);
  };
  Object.defineProperty(window, '__live', {
    enumerable: false,
    value: () => ({
      listeners: records.map((r) => r.target + ':' + r.type + (r.capture ? ' (capture)' : '')).sort(),
      timeouts: [...timeouts.values()].map((ms) => 'timeout ' + ms + 'ms').sort(),
      intervals: [...intervals.values()].map((ms) => 'interval ' + ms + 'ms').sort(),
    }),
  });
})();`;

export interface LiveResources {
  listeners: string[];
  timeouts: string[];
  intervals: string[];
}

/** Records CSP violations reported to the page on `window.__cspViolations`. */
export const CSP_VIOLATION_PROBE = `(() => {
  const seen = [];
  Object.defineProperty(window, '__cspViolations', { enumerable: false, value: seen });
  document.addEventListener('securitypolicyviolation', (e) => {
    seen.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + (e.sourceFile || '?') + ':' + e.lineNumber);
  });
})();`;
