import type { TransferDetails } from './draft';

/** What each transfer field is called, on the form, the confirm page and the receipt alike. */
export const LABELS: Record<keyof TransferDetails, string> = {
  act_hold_name: 'Account holder name',
  act_no: 'Account number',
  bank: 'Bank name',
  swift: 'SWIFT / BIC code',
  routing: 'Routing number',
  country: 'Country',
  currency: 'Currency',
  amount: 'Amount',
  note: 'Note',
};
