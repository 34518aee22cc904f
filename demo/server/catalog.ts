/** Fixed reference data the bank publishes: the same for every customer and never edited. */

/** Deposit methods: crypto name and the address customers pay to (demo addresses, not real wallets). */
export const CRYPTO_METHODS = [
  { name: 'BTC', address: 'bc1qdemo0wallet0address0for0bank0test0x7k2' },
  { name: 'ETH', address: '0xDEM0000000000000000000000000000000BA4C' },
  { name: 'USDT (TRC20)', address: 'TDemoWalletAddressForBankTest0000Qz' },
] as const;

export const PAYMENT_PURPOSES = ['Bill payment', 'Tax payment', 'Loan repayment', 'Insurance premium', 'Other'];

export const UPGRADE_PLANS = ['Tier 1', 'Tier 2', 'Tier 3'];
export const DEFAULT_PLAN = 'Tier 1';

export const FIXED_DEPOSIT_PLANS = ['Fixed 3 months (4.5% p.a.)', 'Fixed 6 months (5.25% p.a.)', 'Fixed 12 months (6% p.a.)'];

/** KYC document types the server offers; the client adds "Driver's License" itself. */
export const KYC_DOCUMENTS = ['International Passport', 'National ID Card'];
/** Every type a submission may name: the server's list plus the client's own. */
export const ACCEPTED_DOCUMENT_TYPES = [...KYC_DOCUMENTS, "Driver's License"];

export const CONTACT = {
  whatsapp: 'https://wa.me/15550100100',
  email: 'support@bank.test',
  phone: '+1 555 010 0100',
};

export const INSTITUTION = {
  swift_code: 'DEMOUS33XXX',
  routing_no: '110000000',
  country: 'United States',
};

/** Service charge on transfers, in percent (the client defaults to 10 as well). */
export const TRANSFER_FEE_PERCENT = 10;
export const CURRENCY_SYMBOL = '$';
