/**
 * Every widget a test mounts, so the one setup file (tests/unit/setup.ts) unmounts them all
 * after each test. Unit files share a worker (isolate: false): an `afterEach` in a support
 * module would be registered only by the first file that imports it.
 */
import type { BankWidget } from '../../../src/app/mount';

const live: BankWidget[] = [];

export function track<W extends BankWidget>(widget: W): W {
  live.push(widget);
  return widget;
}

export function unmountAll(): void {
  while (live.length) live.pop()!.unmount();
}
