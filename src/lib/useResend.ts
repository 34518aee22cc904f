import { useState } from 'react';
import type { Result } from '../api/failure';
import { NOTICE_MS } from '../config/timings';
import { useAlive } from './useAlive';
import { useTimeout } from './useTimeout';
import { useI18n } from './useI18n';
import { failureText as readFailure } from './failure-text';

export interface ResendNote {
  ok: boolean;
  text: string;
}

/**
 * "Resend" for a code or a link, the one mechanism: one request at a time, then "Code Sent"
 * or the failure, which disappears after 5 s (docs/spec-notes.md §9). The failure reads as every
 * form's does (failureText: the wait when throttled, the bank's words marked as its own); the note's
 * text is for BankText.
 */
export function useResend(send: () => Promise<Result<unknown>>, failureText: (message: string, refused: boolean) => string = (m) => m) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<ResendNote | null>(null);
  const alive = useAlive();
  const { t } = useI18n();
  // Confirmations go after 5 s; an error stays until the next attempt.
  useTimeout(() => setNote(null), NOTICE_MS, note?.ok ? note : null);
  async function resend() {
    if (busy) return;
    setBusy(true);
    setNote(null);
    const result = await send();
    if (!alive.current) return;
    setBusy(false);
    setNote(result.ok ? { ok: true, text: 'common.codeSent' } : { ok: false, text: failureText(readFailure(result, t), result.kind === 'rejected') });
  }
  return { busy, note, resend };
}
