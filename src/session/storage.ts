/** A Web Storage area that never throws: private modes and sandboxed iframes refuse storage. */
const storageIn = (area: 'localStorage' | 'sessionStorage') => ({
  get(key: string): string {
    try {
      return globalThis[area]?.getItem(key) ?? '';
    } catch {
      return '';
    }
  },
  /** An empty value removes the key. */
  set(key: string, value: string): void {
    try {
      if (value) globalThis[area]?.setItem(key, value);
      else globalThis[area]?.removeItem(key);
    } catch {
      /* storage unavailable: what it would hold lives in memory only */
    }
  },
});

/** localStorage: the session's keys, across tabs. */
export const storage = storageIn('localStorage');
/** sessionStorage: what this tab keeps over a reload (the money calls out). */
export const tabStorage = storageIn('sessionStorage');
