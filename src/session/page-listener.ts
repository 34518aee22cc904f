/**
 * A listener on `window`, there for as long as any widget on the page wants it: the first mount that
 * starts wanting it adds it, the last one to stop removes it. The stop a start returns works once,
 * however often it is called.
 */
export function pageListener(types: readonly string[], listener: (event: never) => void): () => () => void {
  let wanted = 0;
  const each = (change: 'addEventListener' | 'removeEventListener') => types.forEach((type) => window[change](type, listener as EventListener));
  return () => {
    if (wanted++ === 0) each('addEventListener');
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--wanted === 0) each('removeEventListener');
    };
  };
}
