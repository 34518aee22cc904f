/**
 * Mounting the whole widget the way a host page does, for the app-level tests and the auth
 * harness: a recording `fetch` stub is installed globally, each widget is tracked (the one setup
 * file, tests/unit/setup.ts, unmounts it after the test), and queries run inside the widget's
 * shadow root.
 */
import { vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { mountBank, type BankWidget } from '../../../src/app/mount';
import { track } from './live-widgets';
import type { MountOptions } from '../../../src/app/options';
import { json, recordingFetch, type Responder } from './fetch-stub';

export const BASE = '/wp-user';
const API_BASE = 'https://api.bank.test';

/** Replace the global fetch with a recording stub (default answer `{}`). */
export function stubFetch(respond: Responder = () => json({})) {
  const f = recordingFetch(respond);
  vi.stubGlobal('fetch', f.fetch);
  return f;
}

export interface Mounted {
  el: HTMLElement;
  widget: BankWidget;
  shadow: ShadowRoot;
  ui: ReturnType<typeof within>;
  /** The text of the widget's first h1, once one shows. */
  heading(): Promise<string>;
  unmount(): void;
}

export function mountWidget(options: Partial<MountOptions> = {}, el: HTMLElement = document.body.appendChild(document.createElement('div'))): Mounted {
  const widget = track(mountBank(el, { basePath: BASE, apiBase: API_BASE, ...options }));
  const shadow = el.firstElementChild!.shadowRoot!;
  const ui = within(shadow as unknown as HTMLElement);
  return {
    el,
    widget,
    shadow,
    ui,
    async heading() {
      let text = '';
      await waitFor(() => {
        text = shadow.querySelector('h1')?.textContent ?? '';
        if (!text) throw new Error('no h1 yet');
      });
      return text;
    },
    unmount: () => widget.unmount(),
  };
}

/** Put the browser at `path`, then mount. */
export function mountAt(path: string, options: Partial<MountOptions> = {}) {
  history.replaceState(null, '', path);
  return mountWidget(options);
}
