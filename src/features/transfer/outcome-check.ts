/**
 * Finding out what became of a transfer whose answer was lost: the bank's list of transfers
 * read again and compared with the one read before sending. Only a read goes out here; the
 * transfer itself is never sent again from this file.
 */
import { getTransferList } from '../../api/dashboard';
import type { Transport } from '../../api/transport';
import { checkOnline } from '../../lib/online';
import { outcomeFromLists, type ListedEntry } from '../../lib/outcome';
import type { TransferDraft, Unanswered } from './draft';

/** The list of transfers as the comparison reads it; null when it could not be read. */
export async function readTransfers(api: Transport): Promise<ListedEntry[] | null> {
  const list = await getTransferList(api);
  return list.ok ? list.data.data : null;
}

/** Reads the list and settles the lost transfer: a receipt, "not sent", or still unknown. */
export async function findOutcome(api: Transport, transfer: TransferDraft, lost: Unanswered, onSent: () => void): Promise<void> {
  transfer.checked(lost, 'checking');
  if (!checkOnline()) return transfer.checked(lost, 'offline');
  const after = await readTransfers(api);
  const outcome = outcomeFromLists(lost.before, after, { amount: lost.quote.amount, recipient: lost.details.act_hold_name });
  if (outcome === 'unknown') return transfer.checked(lost, !checkOnline() ? 'offline' : 'unreadable');
  if (outcome === 'not-sent') return transfer.checked(lost, 'not-sent');
  const { details, quote, at, balance } = lost;
  transfer.sent({ details, quote, at, reference: '', balanceAfter: balanceAfter(balance, quote.amount), confirmed: true });
  onSent();
}

/** The balance shown on the confirm page less the amount sent, worked in whole cents as the fee is (fee.ts). */
export const balanceAfter = (balance: number | null, amount: number) => (balance === null ? null : (Math.round(balance * 100) - Math.round(amount * 100)) / 100);
