/**
 * A money call, sent once, and the one outcome machine for the transfer and every deposit form.
 *
 * `sendOnce` records the call as out before it goes and settles the record with its answer,
 * even after the widget is gone (the transport never cancels a money call). `useOutcomeCheck`
 * takes the money call out (from the stored record, src/session/unanswered.ts) and reads the
 * bank's list on the timing policy of src/lib/outcome.ts until the call is found sent or not
 * sent, waits for the connection when offline and goes on by itself when it is back, and
 * settles the record. Only reads go out
 * here; the call itself is never sent again. Unmount stops the reads and timers; the record
 * stays, so the next mount resumes.
 */
import { useEffect, useState } from 'react';
import { outcomeUnknown, type Result } from '../api/failure';
import { awaitedHere, noteLost, noteOut, settle, type MoneyCallOut } from '../session/unanswered';
import { checkOnline, waitToRetry } from './online';
import type { ListedEntry } from '../api/money-calls';
import { afterRead, outcomeFromLists, type Finding, type Reads, type SentEntry } from './outcome';
import { useApi } from './services';

/** Sends once, recorded out while it goes. 'lost': no answer came; the record keeps the call out for the check. */
export async function sendOnce<T>(call: Omit<MoneyCallOut, 'id' | 'waiting'>, send: () => Promise<Result<T>>): Promise<Result<T> | 'lost'> {
  const id = noteOut(call);
  const answer = await send();
  if (!answer.ok && outcomeUnknown(answer)) {
    noteLost(id);
    return 'lost';
  }
  settle(id, answer.ok);
  return answer;
}

export interface OutcomeCheck {
  /** null while no call of this kind is out and none was just settled here. */
  finding: Finding | null;
  checkAgain(): void;
}

/**
 * `read` reads the list again (null when it cannot be read), or is null where the bank gives no
 * list to check. `onSettled` runs once the list has settled the call.
 */
export function useOutcomeCheck(
  call: MoneyCallOut | undefined,
  read: (() => Promise<readonly ListedEntry[] | null>) | null,
  entry: SentEntry,
  onSettled: (call: MoneyCallOut, sent: boolean) => void,
): OutcomeCheck {
  const { limitMs } = useApi();
  const [found, setFound] = useState<Finding | null>(null);
  const [tries, setTries] = useState(0);
  const id = call?.id;
  const here = call ? awaitedHere(call) : false;

  useEffect(() => {
    if (!call) return;
    // Still on its way from this page: its own answer settles it.
    if (here) return setFound('checking');
    if (!read) return setFound('no-list');
    let stopped = false;
    let stopWaiting = () => {};
    let reads: Reads = { sentAt: call.at, count: 0, absent: 0 };
    // Offline, it says so and reads again once the connection is back.
    const again = (ms: number) => {
      if (!checkOnline()) setFound('offline');
      stopWaiting = waitToRetry(() => void step(), ms);
    };
    const step = async () => {
      if (!checkOnline()) return again(0);
      setFound((now) => (now === 'unreadable' ? now : 'checking'));
      const after = await read();
      if (stopped) return;
      const next = afterRead(outcomeFromLists(call.before, after, entry), reads, Date.now(), limitMs);
      reads = next.reads;
      if (next.finding === 'sent' || next.finding === 'not-sent') {
        const sent = next.finding === 'sent';
        settle(call.id, sent);
        setFound(next.finding);
        return onSettled(call, sent);
      }
      setFound(next.finding);
      again(next.waitMs);
    };
    void step();
    return () => {
      stopped = true;
      stopWaiting();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per call, per state of its answer, per "Check again"
  }, [id, here, read === null, tries]);

  return { finding: call || found === 'sent' || found === 'not-sent' ? found : null, checkAgain: () => setTries((n) => n + 1) };
}
