/**
 * The seeded accounts as the demo page presents them. demo/server/seed.ts is the truth; a test
 * (tests/demo/accounts.test.ts) signs in with each of these against the server and checks the
 * state described here, so the page cannot drift from the seed.
 */
export interface DemoAccount {
  email: string;
  password: string;
  /** What signing in with it shows, in a sentence. */
  shows: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@bank.test',
    password: 'demo1234',
    shows: 'Fully verified, PIN 1234, $25,000.00, 30+ transactions and a pending BTC deposit: the dashboard.',
  },
  { email: 'nopin@bank.test', password: 'demo1234', shows: 'Verified, but no transaction PIN yet.' },
  {
    email: 'unverified@bank.test',
    password: 'demo1234',
    shows: 'Email not verified: signing in mails a code to the Demo mailbox and asks for it.',
  },
  {
    email: 'pending@bank.test',
    password: 'demo1234',
    shows: 'Documents (KYC) waiting for review: approve or decline them in Demo controls.',
  },
  { email: 'declined@bank.test', password: 'demo1234', shows: 'Documents (KYC) declined: asked to submit them again.' },
  { email: 'admin@bank.test', password: 'admin1234', shows: 'Bank staff: sent to the admin area (a placeholder here).' },
];
