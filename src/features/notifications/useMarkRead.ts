import { useRef, useState } from 'react';
import { markNotificationRead } from '../../api/dashboard';
import { useApi } from '../../lib/services';

export type MarkState = { busy: true } | { done: true } | { error: string };

/**
 * "Mark as read", one request per notification however often it is clicked. A success stays
 * read here at once and `refresh` reloads the shared list (the counts in the top bar and the
 * sidebar follow it); a failure keeps the notification unread with the reason.
 */
export function useMarkRead(refresh: () => Promise<void>) {
  const api = useApi();
  const [marks, setMarks] = useState<Record<string, MarkState>>({});
  const inFlight = useRef(new Set<string>());

  async function mark(id: string) {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    const set = (state: MarkState) => setMarks((m) => ({ ...m, [id]: state }));
    set({ busy: true });
    const result = await markNotificationRead(api, { id });
    inFlight.current.delete(id);
    set(result.ok ? { done: true } : { error: result.message });
    if (result.ok) void refresh();
  }

  /** The confirmation has been shown long enough; the list's own data says read from now on. */
  const forget = (id: string) => setMarks(({ [id]: _gone, ...rest }) => rest);

  return { marks, mark, forget };
}
