/**
 * A transfer as a money call (src/lib/money-call.ts): recorded as out before it goes, sent once,
 * its answer settling the stored record even after the widget is gone. A lost answer leaves it
 * out for the page's check (startOutcomeChecks) to settle from the bank's list of transfers.
 */
import { getTransferList, newTransfer, type TransferFields } from '../../api/dashboard';
import type { Transport } from '../../api/transport';
import type { ListedEntry } from '../../api/money-calls';
import { sendOnce } from '../../lib/money-call';
import type { MoneyCallOut } from '../../session/unanswered';
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
  const sent = await sendOnce({ kind: 'newtrs', amount: shown.quote.amount, recipient: fields.act_hold_name, account: fields.act_no, at, before, shown }, () =>
    newTransfer(api, fields),
  );
  return sent === 'lost' || !sent.ok ? sent : { ...sent, receipt: { ...receiptOf(shown, at, sent.data.reference || sent.data.extra), message: sent.data.message } };
}

const receiptOf = ({ details, quote, balance }: Shown, at: number, reference: string, confirmed?: boolean): Receipt => ({
  details,
  quote,
  at: new Date(at),
  reference,
  balanceAfter: balanceAfter(balance, quote.amount),
  confirmed,
});

/** The receipt of a transfer the bank's list showed sent, from what its record kept. */
export const foundReceipt = (call: MoneyCallOut) => receiptOf(call.shown as Shown, call.at, '', true);
