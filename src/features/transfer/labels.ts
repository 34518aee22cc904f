import type { MessageId } from '../../lib/i18n';
import type { TransferDetails } from './draft';

/** What each transfer field is called, on the form, the confirm page and the receipt alike. */
export const LABELS: Record<keyof TransferDetails, MessageId> = {
  act_hold_name: 'transfer.field.holder',
  act_no: 'transfer.field.accountNo',
  bank: 'transfer.field.bank',
  swift: 'transfer.field.swift',
  routing: 'transfer.field.routing',
  country: 'transfer.field.country',
  currency: 'transfer.field.currency',
  amount: 'transfer.field.amount',
  note: 'transfer.field.note',
};
