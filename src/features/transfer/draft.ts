/**
 * The transfer between its steps (form → confirm → PIN → receipt), in memory only: a reload
 * or a bookmark starts again at the form. What is out survives the page instead: a transfer
 * with no answer known is in the stored record (src/session/unanswered.ts), which locks the
 * PIN step and feeds "the same transfer again?" question. One per widget (`useTransferDraft`): two widgets on a
 * page keep their own, and it goes with its widget. Components read it; only its named
 * functions change it. The PIN and the authorization code never come here.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { TransferFields } from '../../api/dashboard';
import { DUPLICATE_WINDOW_MS } from '../../config/timings';
import type { I18n, MessageId } from '../../lib/i18n';
import { hearSettled } from '../../lib/money-call';
import { useMountState } from '../../lib/services';
import { token } from '../../session/session';
import { moneyCalls } from '../../session/unanswered';
import type { Quote } from './fee';
import { foundReceipt } from './outcome-check';

/** The form's values as typed (the amount stays text until it is posted). */
export type TransferDetails = Omit<TransferFields, 'amount'> & { amount: string };

export interface Draft {
  details: TransferDetails;
  /** Set when confirmed on the "Confirm Transaction" page, with the fee shown there: the PIN step may open. */
  reviewed: Quote | null;
  /** The available balance the confirm page showed beside that fee; null until then. */
  balance: number | null;
}

export interface Receipt {
  details: TransferDetails;
  quote: Quote;
  at: Date;
  reference: string;
  /**
   * The balance shown on the confirm page less the amount sent (the fee is taken from the amount,
   * docs/spec-notes.md §9, so the amount is all that leaves the account); null when that balance
   * was not known.
   */
  balanceAfter: number | null;
  /** Its answer was lost and the bank's list of transfers showed it sent. */
  confirmed?: boolean;
  /** What the bank said when it took the transfer, if it said anything. */
  message?: string;
}

/** What a transfer out keeps in the stored record (src/session/unanswered.ts) to show its receipt once found. */
export interface Shown {
  details: TransferDetails;
  quote: Quote;
  balance: number | null;
}

/** This account's transfers out with no answer known (normally one: the send step is locked while one is). */
export const transfersOut = () => moneyCalls.value.filter((c) => c.kind === 'newtrs' && !c.sent);

const sameAccount = (account: string) => account.replace(/[\s-]/g, '').toUpperCase();

export function createTransferDraft() {
  const current = signal<Draft | null>(null);
  const shownReceipt = signal<Receipt | null>(null);
  /** Why the form is empty, as a message id ('' for no reason to give). */
  const explanation = signal<MessageId | ''>('');
  /** The transfer last out was found not sent: the PIN step says so, the draft kept. */
  const notSent = signal(false);
  /** This widget's PIN step is sending: it shows its own progress, not the outcome check. */
  const sending = signal(false);

  // Another customer signing in on this page must not see, or be asked about, this one's transfers.
  const stopForgetting = effect(() => {
    void token.value;
    batch(() => {
      current.value = null;
      shownReceipt.value = null;
      explanation.value = '';
      notSent.value = false;
    });
  });

  // What the page's check finds of a transfer whose answer was lost reaches the draft whatever screen shows
  // (the customer may have left its check): found sent, the PIN step shows its receipt, never the PIN form
  // again for it; not sent, that step says so.
  const stopHearing = hearSettled((call, sent) => {
    const shown = call.shown as Partial<Shown> | undefined;
    const kept = current.peek();
    if (call.kind == 'newtrs')
      batch(() => {
        notSent.value = !sent;
        if (!sent) return;
        // The draft that went is gone (one typed since stays); a record without what the receipt shows leaves the form to say it went.
        if (!shown?.quote || (kept?.reviewed?.amount == shown.quote.amount && kept.details.act_no == shown.details?.act_no)) current.value = null;
        if (shown?.quote) shownReceipt.value = foundReceipt(call);
      });
  });

  return {
    draft: () => current.value,
    receipt: () => shownReceipt.value,
    notice: () => explanation.value,
    notSent: () => notSent.value,
    /** A transfer is out with no answer yet known, from this widget or any other, before a reload or after: nothing may be sent. */
    locked: () => transfersOut().length > 0,

    sending: () => sending.value,
    setSending(now: boolean) {
      sending.value = now;
    },

    keepDetails(details: TransferDetails) {
      batch(() => {
        current.value = { details, reviewed: null, balance: null };
        explanation.value = '';
        // "Not sent" was about the details just replaced.
        notSent.value = false;
      });
    },

    changeAmount(amount: string) {
      const kept = current.value;
      if (kept) current.value = { details: { ...kept.details, amount }, reviewed: null, balance: null };
    },

    markReviewed(shown: Quote, balance: number | null) {
      const kept = current.value;
      if (kept) current.value = { ...kept, reviewed: shown, balance };
    },

    /** A step opened without a draft: the form says why it is empty. */
    explainMissing() {
      explanation.value = notSent.peek()
        ? 'transfer.outcome.notSent'
        : moneyCalls.peek().some((c) => c.kind === 'newtrs' && c.sent)
          ? 'transfer.send.alreadySent'
          : 'transfer.send.reloaded';
    },

    sent(done: Receipt) {
      batch(() => {
        notSent.value = false;
        current.value = null;
        shownReceipt.value = done;
      });
    },

    closeReceipt() {
      shownReceipt.value = null;
    },

    /**
     * The same amount to the same account within 10 minutes, found sent or still unanswered, from
     * any widget of this tab, before a reload or after: whole minutes since (at least 1), and
     * whether the bank has not confirmed it yet; else null.
     */
    sameRecently(account: string, amount: number, now = Date.now()): { minutes: number; unconfirmed: boolean } | null {
      const cents = Math.round(amount * 100);
      const last = moneyCalls
        .peek()
        .filter((c) => c.kind === 'newtrs' && sameAccount(c.account ?? '') === sameAccount(account) && Math.round(c.amount * 100) === cents && now - c.at < DUPLICATE_WINDOW_MS)
        .pop();
      return last ? { minutes: Math.max(1, Math.round((now - last.at) / 60_000)), unconfirmed: !last.sent } : null;
    },

    dispose: () => (stopForgetting(), stopHearing()),
  };
}

export type TransferDraft = ReturnType<typeof createTransferDraft>;

/** This widget's transfer draft. */
export const useTransferDraft = () => useMountState(createTransferDraft);

/** An unconfirmed transfer is never called sent: the question says it is not confirmed yet. */
export const duplicateQuestion = (minutes: number, t: I18n['t'], unconfirmed = false) =>
  t(unconfirmed ? 'transfer.duplicate.unconfirmed' : 'transfer.duplicate', { count: minutes });
