/**
 * The inactivity lock's tabs: every tab of the widget shares its last input time under a key of
 * our own (not one of the spec's session keys) and hears the others' through `storage`, so the
 * session ends after the limit without input in any of them, and every tab says why.
 */
import { latestInput } from './idle-clock';
import { storage } from './storage';

export const IDLE_KEY = 'bankLastInput';
/** Written, then removed at once, by the tab that ends the session, so the others say why too. */
const ENDED = 'ended';

/** Tells the other tabs of input at `at`. */
export const shareInput = (at: number) => storage.set(IDLE_KEY, String(at));

/** The later of `own` and the last input another tab shared. */
export const latestOfTabs = (own: number) => latestInput(own, storage.get(IDLE_KEY));

export function endInEveryTab() {
  storage.set(IDLE_KEY, ENDED);
  storage.set(IDLE_KEY, '');
}

/** Hears the other tabs: `onInput` when one shares an input, `onEnded` when one ended the session. Returns the unsubscribe. */
export function hearTabs(onInput: () => void, onEnded: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === IDLE_KEY && event.newValue) (event.newValue === ENDED ? onEnded : onInput)();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
