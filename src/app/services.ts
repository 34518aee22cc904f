/** Builds everything one mounted widget owns: its transport (with the 401 rule) and its reads. */
import { effect } from '@preact/signals-react';
import { createTransport } from '../api/transport';
import type { ResolvedOptions } from '../config/options';
import { createReads } from '../lib/shared-loaders';
import type { Services } from '../lib/services';
import { endSessionOn401 } from '../session/end-session-on-401';
import { tempToken, token } from '../session/session';

export function createServices(options: ResolvedOptions, transportOverrides: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): Services {
  const transport = createTransport({
    apiBase: options.apiBase,
    siteEndpoint: options.siteEndpoint,
    getToken: () => token.peek(),
    onContractWarning: options.onContractWarning,
    ...transportOverrides,
  });
  const api = endSessionOn401(transport);
  const reads = createReads(api);
  const resetAll = () => {
    for (const resource of reads.all()) resource.reset();
  };
  // A different (or no) account: nothing loaded for the previous one may show.
  let lastToken = token.peek();
  const stopReset = effect(() => {
    const current = token.value;
    if (current === lastToken) return;
    lastToken = current;
    resetAll();
  });
  // Through the site, however a session ends here (sign-out, inactivity, a 401, another tab, the
  // temporary token's job done), the site forgets the token it holds for it.
  let held = token.peek() || tempToken.peek();
  const stopEnd = effect(() => {
    const now = token.value || tempToken.value;
    if (held && !now && options.siteEndpoint) void transport.endSession();
    held = now;
  });
  const owned = new Map<() => unknown, unknown>();
  return {
    options,
    api,
    shared: reads.shared,
    read: reads.of,
    own<T>(make: () => T): T {
      if (!owned.has(make)) owned.set(make, make());
      return owned.get(make) as T;
    },
    dispose() {
      for (const state of owned.values()) (state as { dispose?: () => void } | null)?.dispose?.();
      owned.clear();
      // A read waiting to try again (a timer, the connection's return) stops with the widget.
      resetAll();
      stopReset();
      stopEnd();
      transport.dispose();
    },
  };
}
