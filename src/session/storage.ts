/** localStorage that never throws: private modes and sandboxed iframes refuse storage. */
export const storage = {
  get(key: string): string {
    try {
      return globalThis.localStorage?.getItem(key) ?? '';
    } catch {
      return '';
    }
  },
  set(key: string, value: string): void {
    try {
      if (value) globalThis.localStorage?.setItem(key, value);
      else globalThis.localStorage?.removeItem(key);
    } catch {
      /* storage unavailable: the session lives in memory only */
    }
  },
};
