/** What the dashboard's shared loaders answer in the home, PIN and KYC tests. */
const USER = {
  fullname: 'Ada Lovelace',
  account_no: '0123456789',
  current_plan: '',
  email: 'ada@bank.test',
  home_address: '42 Harbour Street, Boston',
  total_credit: '15,250.50',
  total_debit: 2500,
};
export const PROFILE = { data: USER, tb: { current_balance: '12345.67' } };
const RECENT = {
  data: [
    { name: 'Salary', date: '2024-03-01 09:00:00', amount: '1500', transaction_type: 'credit', status: 'successful' },
    { name: 'Rent', date: '2024-11-28', amount: 800.5, transaction_type: 'debit', status: 'in_progress' },
    { name: 'Card refund', date: '2024-12-02', amount: 20, transaction_type: 'credit', status: 'failed' },
  ],
};
const HAS_PIN = { haspin: true, trx_notif: [] };

/** Every call the signed-in frame makes on its own, answered. */
export const dashboardRoutes = (over: Record<string, unknown> = {}) => ({
  getprofile: PROFILE,
  pincheck: HAS_PIN,
  getnotifications: { data: [] },
  getstatement2: RECENT,
  ...over,
});
