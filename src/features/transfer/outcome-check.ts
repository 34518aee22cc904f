/**
 * A transfer as a money call: recorded as out before it goes (src/session/unanswered.ts), sent
 * once, its answer settling the record, even after the widget is gone (the transport never
 * cancels it). A lost answer leaves it out for useOutcomeCheck to settle from the bank's list of
 * transfers. Nothing here sends a transfer twice.
 */
import { getTransferList, newTransfer, type TransferFields } from '../../api/dashboard';
import { outcomeUnknown } from '../../api/failure';
import type { Transport } from '../../api/transport';
import type { ListedEntry } from '../../lib/outcome';
import { noteLost, noteOut, settle, type MoneyCallOut } from '../../session/unanswered';
import type { Receipt, Shown } from './draft';
import { balanceAfter } from './fee';

/** The list of transfers as the comparison reads it; null when it could not be read. */
export async function readTransfers(api: Transport): Promise<ListedEntry[] | null> {
  const list = await getTransferList(api);
  return list.ok ? list.data.data : null;
}

/** `newtrs` once, recorded out while it goes. 'lost': no answer; the record keeps it out. */
export async function sendTransfer(api: Transport, fields: TransferFields & { extra: string }, shown: Shown, before: ListedEntry[] | null) {
  const at = Date.now();
  const id = noteOut({ kind: 'newtrs', amount: shown.quote.amount, recipient: fields.act_hold_name, account: fields.act_no, at, before, shown });
  const sent = await newTransfer(api, fields);
  if (!sent.ok && outcomeUnknown(sent)) {
    noteLost(id);
    return 'lost' as const;
  }
  settle(id, sent.ok);
  return sent.ok ? { ...sent, receipt: receiptOf(shown, at, sent.data.reference ?? '') } : sent;
}

export const receiptOf = ({ details, quote, balance }: Shown, at: number, reference: string, confirmed?: boolean): Receipt => ({
  details,
  quote,
  at: new Date(at),
  reference,
  balanceAfter: balanceAfter(balance, quote.amount),
  ...(confirmed ? { confirmed } : {}),
});

/** The receipt of a transfer the bank's list showed sent, from what its record kept. */
export const foundReceipt = (call: MoneyCallOut) => receiptOf(call.shown as Shown, call.at, '', true);
