/**
 * The transfer between its steps (form → confirm → PIN → receipt), in memory only: a reload
 * or a bookmark starts again at the form. One per widget (`useTransferDraft`): two widgets on a
 * page keep their own, and it goes with its widget. Components read it; only its named
 * functions change it. The PIN and the authorization code never come here.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { TransferFields } from '../../api/dashboard';
import { DUPLICATE_WINDOW_MS } from '../../config/timings';
import type { I18n, MessageId } from '../../lib/i18n';
import { useMountState } from '../../lib/services';
import { token } from '../../session/session';
import type { ListedEntry } from '../../lib/outcome';
import type { Quote } from './fee';

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

/**
 * A transfer whose answer was lost (see outcomeUnknown): what was sent, with the list of
 * transfers read before it went, so the list read now can say whether it arrived.
 */
export interface Unanswered {
  details: TransferDetails;
  quote: Quote;
  balance: number | null;
  at: Date;
  before: ListedEntry[] | null;
}

/**
 * Where finding out stands: being checked; not known yet, because the device is offline or the
 * list could not be read (nothing can be sent until it is); or found not sent (the draft opens
 * again, saying so).
 */
export type CheckState = 'checking' | 'offline' | 'unreadable' | 'not-sent';
export interface Check {
  lost: Unanswered;
  state: CheckState;
}

const sameAccount = (account: string) => account.replace(/[\s-]/g, '').toUpperCase();

export function createTransferDraft() {
  const current = signal<Draft | null>(null);
  const shownReceipt = signal<Receipt | null>(null);
  /** Why the form is empty, as a message id ('' for no reason to give). */
  const explanation = signal<MessageId | ''>('');
  const check = signal<Check | null>(null);
  /** Transfers sent from this widget, newest last: the duplicate question reads them. */
  const sent: { account: string; cents: number; at: number }[] = [];

  // Another customer signing in on this page must not see, or be asked about, this one's transfers.
  const stopForgetting = effect(() => {
    void token.value;
    batch(() => {
      current.value = null;
      shownReceipt.value = null;
      explanation.value = '';
      check.value = null;
    });
    sent.length = 0;
  });

  return {
    draft: () => current.value,
    receipt: () => shownReceipt.value,
    notice: () => explanation.value,
    check: () => check.value,
    /** A transfer is out with no answer yet known: nothing may be sent, whatever the step shows. */
    locked: () => check.value !== null && check.value.state !== 'not-sent',

    /** Where finding out a lost answer stands (the first call starts it). */
    checked(lost: Unanswered, state: CheckState) {
      check.value = { lost, state };
    },

    keepDetails(details: TransferDetails) {
      batch(() => {
        current.value = { details, reviewed: null, balance: null };
        explanation.value = '';
        // A lock stays until its answer is known; "not sent" was about the details just replaced.
        if (check.value?.state === 'not-sent') check.value = null;
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
      explanation.value = sent.length ? 'transfer.send.alreadySent' : 'transfer.send.reloaded';
    },

    sent(done: Receipt) {
      check.value = null;
      sent.push({ account: sameAccount(done.details.act_no), cents: Math.round(done.quote.amount * 100), at: done.at.getTime() });
      batch(() => {
        current.value = null;
        shownReceipt.value = done;
      });
    },

    closeReceipt() {
      shownReceipt.value = null;
    },

    /** Whole minutes (at least 1) since the same amount went to the same account, within 10 minutes; else null. */
    minutesSinceSame(account: string, amount: number, now = Date.now()): number | null {
      const cents = Math.round(amount * 100);
      const last = sent.filter((s) => s.account === sameAccount(account) && s.cents === cents && now - s.at < DUPLICATE_WINDOW_MS).pop();
      return last ? Math.max(1, Math.round((now - last.at) / 60_000)) : null;
    },

    dispose: stopForgetting,
  };
}

export type TransferDraft = ReturnType<typeof createTransferDraft>;

/** This widget's transfer draft. */
export const useTransferDraft = () => useMountState(createTransferDraft);

export const duplicateQuestion = (minutes: number, t: I18n['t']) => t('transfer.duplicate', { count: minutes });
